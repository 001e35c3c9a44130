/** What a worker's stack hands the journeys (`support/worker-stack.ts`, the `env` fixture). */
export interface E2eEnv {
  E2E_BASE_URL: string;
  E2E_SIM_URL: string;
  E2E_SIM_APP_KEY: string;
  E2E_SIM_APP_SECRET: string;
  /** The newest one-time login link this worker's BFF printed is kept in this file. */
  E2E_LOGIN_FILE: string;
  /** Market time the simulator is pinned at for the whole run (ms). */
  E2E_MARKET_NOW: number;
}

import { z } from 'zod';

/** What global setup hands to the tests through the environment. */
const e2eEnvSchema = z.object({
  E2E_BASE_URL: z.url(),
  E2E_SIM_URL: z.url(),
  E2E_SIM_APP_KEY: z.string().min(1),
  E2E_SIM_APP_SECRET: z.string().min(1),
  E2E_LOGIN_FILE: z.string().min(1),
  /** Market time the simulator is pinned at for the whole run (ms). */
  E2E_MARKET_NOW: z.coerce.number().int(),
});
export type E2eEnv = z.infer<typeof e2eEnvSchema>;

export function readE2eEnv(): E2eEnv {
  return e2eEnvSchema.parse(process.env);
}

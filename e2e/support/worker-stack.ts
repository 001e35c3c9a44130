import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { E2eEnv } from './env';
import { startPaperBff } from './paper-bff';
import { secretLogFile } from './secret-scan-run';
import { controlSimulator, createSimClient } from './sim-client';

// A Wednesday at 10:30 New York time: regular session, a full day of history behind it.
export const MARKET_NOW = Date.UTC(2026, 10, 18, 15, 30, 0);

const loginSchema = z.object({ loginUrl: z.url() });
/** What global setup hands every worker: where the run keeps its state and the run's key pair. */
const runSchema = z.object({
  E2E_STATE_DIR: z.string().min(1),
  E2E_SIM_APP_KEY: z.string().min(1),
  E2E_SIM_APP_SECRET: z.string().min(1),
});

/**
 * Starts one worker's own stack: the real BFF in paper mode (it starts the real simulator) with
 * its own data folder and login file, the market clock pinned so values are comparable. Each
 * Playwright worker has one, so journeys running side by side never see each other's orders,
 * watchlists, layout, faults or rate budget (docs/testing.md#global-setup-and-workers).
 */
export async function startWorkerStack(index: number): Promise<{ env: E2eEnv; stop: () => Promise<void> }> {
  const run = runSchema.parse(process.env);
  const stateDir = join(run.E2E_STATE_DIR, `worker-${String(index)}`);
  // A fresh order journal per worker start: the simulator starts from its seed each time too.
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const loginFile = join(stateDir, 'login-url.txt');
  const bff = await startPaperBff({
    credentials: { appKey: run.E2E_SIM_APP_KEY, secret: run.E2E_SIM_APP_SECRET },
    logFile: secretLogFile(run.E2E_STATE_DIR, index),
    env: {
      DATA_DIR: join(stateDir, 'data'),
      // The tests read the simulator directly to compare it with the UI, so it takes the
      // provider's US market-data figure (600/min); in paper mode the BFF's budget
      // (BROKER_MARKET_DATA_LIMIT) defaults to the same, so both sides count alike.
      SIM_MARKET_DATA_LIMIT: '600/60',
      // The live journeys pause the stream: detect silence sooner than the 10 s default, still
      // longer than the simulator's 1 s push interval.
      STREAM_SILENT_AFTER_MS: '3000',
      // A paused stream is silent, then polled on the same connection. A snapshot poll would
      // refresh the price the pause journey waits to see go stale (10 s), and on a busy machine
      // a reconnect can take longer than the 5 s default, so polling starts much later here.
      STREAM_POLL_AFTER_MS: '60000',
    },
    onLine: (line) => {
      if (line.startsWith('BFF_LOGIN ')) {
        writeLoginUrl(loginFile, loginSchema.parse(JSON.parse(line.slice('BFF_LOGIN '.length))).loginUrl);
      }
    },
    // A start compiles the BFF and the simulator with tsx; a busy machine is slow at it.
    timeoutMs: 180_000,
  });
  try {
    const { ready, appKey, secret } = bff;
    writeLoginUrl(loginFile, ready.loginUrl);
    await controlSimulator(ready.simulator.http, 'clock', { now: MARKET_NOW });
    // The simulator works out a minute's screeners on first use (seconds on a busy machine,
    // close to the BFF's 10 s read timeout); do it now, not inside the first screener journey.
    await createSimClient(ready.simulator.http, appKey, secret).get('/market-data/screeners/gainers-losers/list', [
      ['category', 'US_STOCK'],
      ['rank_type', 'DAY_1'],
    ]);
    return {
      env: {
        E2E_BASE_URL: ready.url,
        E2E_SIM_URL: ready.simulator.http,
        E2E_SIM_APP_KEY: appKey,
        E2E_SIM_APP_SECRET: secret,
        E2E_LOGIN_FILE: loginFile,
        E2E_MARKET_NOW: MARKET_NOW,
      },
      stop: bff.stop,
    };
  } catch (error) {
    await bff.stop();
    throw error;
  }
}

/** Written aside and renamed, so a test reading the file never sees it half written. */
function writeLoginUrl(file: string, url: string): void {
  writeFileSync(`${file}.next`, url);
  renameSync(`${file}.next`, file);
}

/** The run's state folder (test-results/e2e-state), the same for global setup and every worker. */
export const e2eStateDir = (): string => resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e-state');

import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { startPaperBff } from './support/paper-bff';
import { startSecretScan } from './support/secret-scan-run';
import { controlSimulator, createSimClient } from './support/sim-client';

// A Wednesday at 10:30 New York time: regular session, a full day of history behind it.
const MARKET_NOW = Date.UTC(2026, 10, 18, 15, 30, 0);

const loginSchema = z.object({ loginUrl: z.url() });

/**
 * Starts the real BFF in paper mode (it starts the real simulator), pins the simulator's market
 * clock so values are comparable, and keeps the newest one-time login URL in a file for tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '..');
  const stateDir = join(root, 'test-results', 'e2e-state');
  mkdirSync(stateDir, { recursive: true });
  const loginFile = join(stateDir, 'login-url.txt');
  // A fresh order journal per run: the simulator starts from its seed each time too.
  const dataDir = join(stateDir, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const secretScan = startSecretScan({ root, stateDir });

  const bff = await startPaperBff({
    logFile: secretScan.logFile,
    env: {
      DATA_DIR: dataDir,
      // The tests read the simulator directly to compare it with the UI, so it takes the
      // provider's US market-data figure (600/min); in paper mode the BFF's budget
      // (BROKER_MARKET_DATA_LIMIT) defaults to the same, so both sides count alike.
      SIM_MARKET_DATA_LIMIT: '600/60',
      // The live journeys pause the stream: detect silence sooner than the 10 s default, still
      // longer than the simulator's 1 s push interval.
      STREAM_SILENT_AFTER_MS: '3000',
      // A paused stream is silent, then reconnected, again and again. A snapshot poll would
      // refresh the price the pause journey waits to see go stale (10 s), and on a busy machine
      // a reconnect can take longer than the 5 s default, so polling starts much later here.
      STREAM_POLL_AFTER_MS: '60000',
    },
    onLine: (line) => {
      if (line.startsWith('BFF_LOGIN ')) {
        writeLoginUrl(loginFile, loginSchema.parse(JSON.parse(line.slice('BFF_LOGIN '.length))).loginUrl);
      }
    },
    // The first start compiles the BFF and the simulator with tsx; a busy machine is slow at it.
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

    process.env.E2E_BASE_URL = ready.url;
    process.env.E2E_SIM_URL = ready.simulator.http;
    process.env.E2E_SIM_APP_KEY = appKey;
    process.env.E2E_SIM_APP_SECRET = secret;
    process.env.E2E_LOGIN_FILE = loginFile;
    process.env.E2E_MARKET_NOW = String(MARKET_NOW);
    return async () => {
      await bff.stop();
      await secretScan.finish();
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

import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { newSimCredentials } from './support/paper-bff';
import { startSecretScan } from './support/secret-scan-run';
import { e2eStateDir } from './support/worker-stack';

/**
 * Prepares the run: a clean state folder, the run-wide secret scan and the one key pair every
 * worker's BFF and simulator use (so the scan knows what must never leave them). Each worker
 * starts its own stack on first use (`support/worker-stack.ts`, the `env` fixture).
 */
export default function globalSetup(): () => Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const stateDir = e2eStateDir();
  // Fresh order journals per run: the simulator starts from its seed each time too.
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const secretScan = startSecretScan({ root, stateDir });
  const { appKey, secret } = newSimCredentials();
  // Inherited by the test workers, which start after global setup.
  process.env.E2E_STATE_DIR = stateDir;
  process.env.E2E_SIM_APP_KEY = appKey;
  process.env.E2E_SIM_APP_SECRET = secret;
  return async () => {
    await secretScan.finish();
  };
}

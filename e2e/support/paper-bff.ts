import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { startTsProcess } from './process';

const readySchema = z.object({
  url: z.url(),
  loginUrl: z.url(),
  simulator: z.object({ http: z.url(), mqtt: z.url(), grpc: z.url() }),
});
const root = resolve(import.meta.dirname, '..', '..');

/** Random simulator credentials: nothing else on the machine can call this simulator. */
export function newSimCredentials(): { appKey: string; secret: string } {
  return { appKey: randomBytes(16).toString('hex'), secret: randomBytes(16).toString('hex') };
}

/**
 * Starts the real BFF in paper mode on a free loopback port (it starts the real simulator with
 * its control surface and seed 42) and reads its `BFF_READY` line. `env` adds or overrides
 * variables; `credentials` lets a restarted BFF keep the simulator's key (given, or `kept` in
 * DATA_DIR as `npm start` keeps it); `tokenCheck` makes the
 * simulator ask for the second-factor token (SIM_TOKEN_CHECK=1, docs/protocol.md#access-token).
 */
export async function startPaperBff(
  options: {
    env?: NodeJS.ProcessEnv;
    /** `kept`: the key pair the BFF keeps in DATA_DIR, as `npm start` with no keys (read back from its file). */
    credentials?: { appKey: string; secret: string } | 'kept';
    tokenCheck?: boolean;
  } & Pick<Parameters<typeof startTsProcess>[0], 'ownGroup' | 'logFile' | 'onLine' | 'timeoutMs'> = {},
) {
  const { env, credentials = newSimCredentials(), tokenCheck = false, ...processOptions } = options;
  // The BFF keeps its journal and the simulator's state in DATA_DIR (default ./data): unless the
  // caller names one, a throwaway folder, so no run writes into the repository or sees another's.
  const ownDataDir = env?.DATA_DIR === undefined ? mkdtempSync(join(tmpdir(), 'paper-bff-')) : null;
  const removeOwnDataDir = () => {
    if (ownDataDir !== null) rmSync(ownDataDir, { recursive: true, force: true });
  };
  const bff = await startTsProcess({
    ...processOptions,
    entry: join(root, 'server', 'main.ts'),
    readyPrefix: 'BFF_READY ',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      // Blank is unset: the BFF then takes the pair kept in DATA_DIR.
      SIM_APP_KEY: credentials === 'kept' ? '' : credentials.appKey,
      SIM_APP_SECRET: credentials === 'kept' ? '' : credentials.secret,
      SIM_CONTROL: '1',
      SIM_SEED: '42',
      // A machine busy with other builds may take long to start a stack: a budget for starting,
      // never a claim about speed (docs/testing.md#the-test-command).
      SIM_START_TIMEOUT_MS: '150000',
      ...(tokenCheck ? { SIM_TOKEN_CHECK: '1' } : {}),
      ...(ownDataDir === null ? {} : { DATA_DIR: ownDataDir }),
      ...env,
    },
  }).catch((error: unknown) => {
    removeOwnDataDir();
    throw error;
  });
  const stop = async () => {
    try {
      await bff.stop();
    } finally {
      removeOwnDataDir();
    }
  };
  const ready = readySchema.safeParse(JSON.parse(bff.readyLine.slice('BFF_READY '.length)));
  if (!ready.success) {
    await stop();
    throw new Error(`the BFF printed an unreadable ready line: ${bff.readyLine}`);
  }
  const dataDir = ownDataDir ?? env?.DATA_DIR ?? '';
  return { ...bff, stop, ready: ready.data, ...(credentials === 'kept' ? keptCredentials(dataDir) : credentials) };
}

const keyFileSchema = z.object({ app_key: z.string(), app_secret: z.string() });

/** The simulator's key pair as the BFF keeps it in its data directory (server/connect-upstream.ts). */
function keptCredentials(dataDir: string): { appKey: string; secret: string } {
  const kept = keyFileSchema.parse(JSON.parse(readFileSync(join(dataDir, 'simulator-key.json'), 'utf8')));
  return { appKey: kept.app_key, secret: kept.app_secret };
}

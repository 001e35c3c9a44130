import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * variables; `credentials` lets a restarted BFF keep the simulator's key; `tokenCheck` makes the
 * simulator ask for the second-factor token (SIM_TOKEN_CHECK=1, docs/protocol.md#access-token).
 */
export async function startPaperBff(
  options: {
    env?: NodeJS.ProcessEnv;
    credentials?: { appKey: string; secret: string };
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
      SIM_APP_KEY: credentials.appKey,
      SIM_APP_SECRET: credentials.secret,
      SIM_CONTROL: '1',
      SIM_SEED: '42',
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
  return { ...bff, stop, ready: ready.data, ...credentials };
}

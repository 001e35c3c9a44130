import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { DEV_APP_KEY, DEV_APP_SECRET } from '@server/simulator/config';
import type { Secret } from './secret-scan';

const runSchema = z.object({ E2E_SIM_APP_SECRET: z.string().min(1), E2E_SIM_APP_KEY: z.string().min(1) });
const BUILD_TIME = [
  ['BROKER_APP_SECRET', 'secrets'],
  ['SIM_APP_SECRET', 'secrets'],
  ['BROKER_APP_KEY', 'keys'],
  ['SIM_APP_KEY', 'keys'],
] as const;

/**
 * What must never leave the BFF. Secrets: this run's app secret, which the BFF got from global
 * setup, and those a build could have baked into dist/ before the run began (the `BROKER_*` and
 * `SIM_*` ones of this environment or of a local `.env`, and the simulator's development secret,
 * which would mean simulator code went into the bundle). Keys: the app keys of the same places;
 * the logs may name a key (the simulator prints which one it accepts), the browser never gets one.
 */
export function knownSecrets(env: NodeJS.ProcessEnv, root: string): { secrets: Secret[]; keys: Secret[] } {
  const run = runSchema.parse(env);
  const dotEnvFile = join(root, '.env');
  const dotEnv = existsSync(dotEnvFile) ? parseEnv(readFileSync(dotEnvFile, 'utf8')) : {};
  const known = {
    secrets: [
      { name: 'app secret', value: run.E2E_SIM_APP_SECRET },
      { name: 'simulator development secret', value: DEV_APP_SECRET },
    ],
    keys: [
      { name: 'app key', value: run.E2E_SIM_APP_KEY },
      { name: 'simulator development key', value: DEV_APP_KEY },
    ],
  };
  for (const [name, kind] of BUILD_TIME) {
    for (const [where, value] of [
      ['environment', env[name]],
      ['.env', dotEnv[name]],
    ] as const) {
      // A value too short to look for without matching by chance is left out.
      if (value !== undefined && value.length >= 8) known[kind].push({ name: `${name} of the ${where}`, value });
    }
  }
  return known;
}

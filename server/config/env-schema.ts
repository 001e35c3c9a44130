import { z } from 'zod';
import { SIGNATURE_ALGORITHMS } from '@server/signing/algorithms';
import { durationSpec } from './duration';
import { eventsUrlSpec } from './events-url';
import { marketDataLimitSpec } from './market-data-limit';
import { REGION_NAMES } from './region-presets';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false'], { message: 'use 1 or 0' })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === '1' || value === 'true'));

// Blank counts as unset: z.coerce reads "" as 0, which would silently mean "any free port".
const port = optionalText.pipe(
  z.coerce
    .number<string | undefined>({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be 0-65535')
    .max(65535, 'must be 0-65535')
    .default(8080),
);

// A duration in ms; blank means the default.
const millis = (fallback: number) =>
  optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a number of milliseconds' })
      .int('must be a whole number')
      .min(100, 'must be at least 100')
      .default(fallback),
  );

const originList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  )
  .pipe(z.array(z.url({ message: 'each entry must be an origin such as http://localhost:5173' })));

/** Every environment variable the BFF reads, as written in the process environment. */
export const envSchema = z.object({
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: port,
  BROKER_APP_KEY: optionalText,
  BROKER_APP_SECRET: optionalText,
  BROKER_REGION: optionalText.pipe(
    z.enum(REGION_NAMES, { message: `must be one of ${REGION_NAMES.join(', ')}` }).optional(),
  ),
  BROKER_HTTP_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  BROKER_MQTT_URL: optionalText.pipe(
    z
      .url({
        protocol: /^(mqtts?|wss?)$/,
        message: 'must be an mqtt(s) or ws(s) URL such as mqtts://data-api.webull.com:1883',
      })
      .optional(),
  ),
  BROKER_EVENTS_URL: eventsUrlSpec,
  BROKER_PATH_GENERATION: z.enum(['auto', 'v3', 'v2'], { message: 'must be auto, v3 or v2' }).default('auto'),
  BROKER_MARKET_DATA_LIMIT: marketDataLimitSpec,
  BROKER_SIGNATURE_ALGORITHM: z
    .enum(SIGNATURE_ALGORITHMS, { message: 'must be HMAC-SHA256 or HMAC-SHA1' })
    .default('HMAC-SHA256'),
  ALLOWED_ORIGINS: originList,
  SERVE_SPA: flag(true),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://127.0.0.1:5173' }).optional(),
  ),
  // Browser sessions: docs/security.md#lifetimes. A minute at least, so a slip of the unit
  // (12s for 12h) does not sign everyone out at once.
  SESSION_IDLE_TIMEOUT: durationSpec(12 * 3_600_000, 60_000),
  SESSION_MAX_AGE: durationSpec(7 * 86_400_000, 60_000),
  STREAM_SILENT_AFTER_MS: millis(10_000),
  STREAM_POLL_AFTER_MS: millis(5_000),
  // Live mode's stream quota for alert symbols (docs/alerts.md#subscriptions-and-the-quota): the
  // provider does not publish its per-session topic quota.
  ALERTS_MAX_SYMBOLS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a number of symbols' })
      .int('must be a whole number of symbols')
      .min(1, 'must be at least 1')
      .max(10_000, 'must be at most 10000')
      .default(200),
  ),
  // The order journal's database (docs/store.md): SQLite in DATA_DIR unless DATABASE_URL names
  // a Postgres server. Messages never repeat the URL: it may hold a password.
  DATA_DIR: optionalText.pipe(z.string().default('./data')),
  DATABASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^postgres(ql)?$/,
        message: 'must be a postgres:// URL such as postgres://dashboard:secret@127.0.0.1:5432/dashboard',
      })
      .optional(),
  ),
  SIM_APP_KEY: optionalText,
  SIM_APP_SECRET: optionalText,
  SIM_SEED: optionalText.pipe(z.string().regex(/^\d+$/, 'must be a whole number').optional()),
  SIM_STATE_FILE: optionalText,
  SIM_CONTROL: z.enum(['0', '1'], { message: 'use 1 or 0' }).optional(),
  SIM_MARKET_DATA_LIMIT: marketDataLimitSpec,
  SIM_START_TIMEOUT_MS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(1_000, 'must be at least 1000 (one second)')
      .default(30_000),
  ),
});

export type Env = z.infer<typeof envSchema>;

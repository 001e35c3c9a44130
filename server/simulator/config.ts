import { z } from 'zod';

/**
 * The well-known development pair used when no key is configured. It is public on purpose
 * (documented in docs/simulator.md#run-it) so a newcomer can call the simulator by hand; the BFF always
 * passes random ones.
 */
export const DEV_APP_KEY = 'sim-dev-app-key';
export const DEV_APP_SECRET = 'sim-dev-app-secret';

const port = (fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a port number 0-65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'expected a port number 0-65535')
    .default(fallback);

const rateLimitSpec = z
  .string()
  .regex(/^[1-9]\d*\/[1-9]\d*$/, 'expected "<requests>/<seconds>", e.g. 60/60')
  .transform((text) => {
    const [requests, seconds] = text.split('/').map(Number);
    return { limit: requests ?? 60, windowMs: (seconds ?? 60) * 1000 };
  })
  .default({ limit: 60, windowMs: 60_000 });

const nonEmpty = z.string().min(1, 'must not be empty');

const envSchema = z
  .object({
    SIM_HTTP_PORT: port(9001),
    SIM_MQTT_PORT: port(1883),
    SIM_GRPC_PORT: port(9002),
    SIM_HOST: nonEmpty.default('127.0.0.1'),
    SIM_APP_KEY: nonEmpty.optional(),
    SIM_APP_SECRET: nonEmpty.optional(),
    SIM_SEED: z
      .string()
      .regex(/^-?\d+$/, 'expected an integer')
      .transform(Number)
      .default(42),
    SIM_STATE_FILE: nonEmpty.optional(),
    SIM_CONTROL: z.enum(['0', '1', 'reset'], 'expected 1 (on), reset (the reset only) or 0 (off)').default('0'),
    SIM_TOKEN_CHECK: z.enum(['0', '1'], 'expected 1 (on) or 0 (off)').default('0'),
    SIM_PATH_GENERATIONS: z.enum(['both', 'v2', 'v3'], 'expected both, v2 or v3').default('both'),
    SIM_MARKET_DATA_LIMIT: rateLimitSpec,
    SIM_STREAM_INTERVAL_MS: z
      .string()
      .regex(/^[1-9]\d*$/, 'expected a positive number of milliseconds')
      .transform(Number)
      .default(1000),
    SIM_STREAM_QUIET: z.enum(['0', '1'], 'expected 1 (on) or 0 (off)').default('0'),
    SIM_EVENTS_PING_MS: z
      .string()
      .regex(/^[1-9]\d*$/, 'expected a positive number of milliseconds')
      .transform(Number)
      .default(10_000),
    SIM_MARKET_CLOCK: z.enum(['replay', 'wall'], 'expected replay or wall').default('replay'),
    // 1 and 2 carry the simulator's own output.
    SIM_PARENT_FD: z
      .string()
      .regex(/^\d+$/, 'expected a file descriptor number other than 1 and 2')
      .transform(Number)
      .refine((n) => n !== 1 && n !== 2, 'expected a file descriptor number other than 1 and 2')
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A key without its secret (or the reverse) is always a mistake; refuse rather than guess.
    if ((env.SIM_APP_KEY === undefined) !== (env.SIM_APP_SECRET === undefined)) {
      const missing = env.SIM_APP_KEY === undefined ? 'SIM_APP_KEY' : 'SIM_APP_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'SIM_APP_KEY and SIM_APP_SECRET must be set together' });
    }
  });

/** Everything the simulator process is configured by. */
export interface SimulatorConfig {
  httpPort: number;
  mqttPort: number;
  grpcPort: number;
  host: string;
  appKey: string;
  appSecret: string;
  /** True when the pair is the public development pair (its secret may be printed). */
  usesDevCredentials: boolean;
  seed: number;
  stateFile: string | null;
  controlEnabled: boolean;
  /** `POST /_control/reset` alone (SIM_CONTROL=reset), or with the rest (SIM_CONTROL=1). */
  resetEnabled: boolean;
  /** The app key must send an approved `x-access-token` on every API request. */
  tokenCheck: boolean;
  /** The path generations served, as a key of a region may answer on one only; both by default. */
  pathGenerations: 'both' | 'v2' | 'v3';
  marketDataLimit: { limit: number; windowMs: number };
  /** Push interval per (symbol, sub_type) of the MQTT stream. */
  streamIntervalMs: number;
  /** Quiet stream: echo every 60 s, no data pushes while the market is closed (SIM_STREAM_QUIET=1). */
  streamQuiet: boolean;
  /** Heartbeat interval of the trade-event stream. */
  eventsPingMs: number;
  /** Replay earlier trading days while the exchange is closed, or follow the wall clock. */
  marketClock: 'replay' | 'wall';
  /** The read end of a pipe its starting process holds open; null when started by hand. */
  parentFd: number | null;
}

export type ConfigResult = { ok: true; config: SimulatorConfig } | { ok: false; errors: string[] };

/** Parses the SIM_* variables; every problem is reported with the variable's name. */
export function parseSimulatorConfig(env: Record<string, string | undefined>): ConfigResult {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('SIM_') && value !== ''),
  );
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const name = issue.path.map(String).join('.') || 'environment';
      const value = typeof env[name] === 'string' && !name.includes('SECRET') ? ` (got "${env[name]}")` : '';
      return `${name}: ${issue.message}${value}`;
    });
    return { ok: false, errors };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      httpPort: e.SIM_HTTP_PORT,
      mqttPort: e.SIM_MQTT_PORT,
      grpcPort: e.SIM_GRPC_PORT,
      host: e.SIM_HOST,
      appKey: e.SIM_APP_KEY ?? DEV_APP_KEY,
      appSecret: e.SIM_APP_SECRET ?? DEV_APP_SECRET,
      usesDevCredentials: e.SIM_APP_KEY === undefined,
      seed: e.SIM_SEED,
      stateFile: e.SIM_STATE_FILE ?? null,
      controlEnabled: e.SIM_CONTROL === '1',
      resetEnabled: e.SIM_CONTROL !== '0',
      tokenCheck: e.SIM_TOKEN_CHECK === '1',
      pathGenerations: e.SIM_PATH_GENERATIONS,
      marketDataLimit: e.SIM_MARKET_DATA_LIMIT,
      streamIntervalMs: e.SIM_STREAM_INTERVAL_MS,
      streamQuiet: e.SIM_STREAM_QUIET === '1',
      eventsPingMs: e.SIM_EVENTS_PING_MS,
      marketClock: e.SIM_MARKET_CLOCK,
      parentFd: e.SIM_PARENT_FD ?? null,
    },
  };
}

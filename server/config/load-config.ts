import type { z } from 'zod';
import type { Config, LiveUpstream } from './config';
import { envSchema, type Env } from './env-schema';
import { resolveMarketDataLimit } from './market-data-limit';
import { REGION_PRESETS } from './region-presets';

/** Thrown when the environment is unusable; `problems` names each bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the process environment into a Config, or throws a ConfigError listing every problem
 * at once so a user fixes them in one go.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error.issues));
  const problems: string[] = [];
  const upstream = resolveUpstream(parsed.data, problems);
  if (parsed.data.SESSION_IDLE_TIMEOUT > parsed.data.SESSION_MAX_AGE) {
    problems.push('SESSION_IDLE_TIMEOUT: must not be longer than SESSION_MAX_AGE');
  }
  if (problems.length > 0 || upstream === null) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    serveSpa: e.SERVE_SPA,
    publicUrl: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    allowedOrigins: e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    sessionLifetimes: { idleMs: e.SESSION_IDLE_TIMEOUT, absoluteMs: e.SESSION_MAX_AGE },
    pathGeneration: e.BROKER_PATH_GENERATION,
    signatureAlgorithm: e.BROKER_SIGNATURE_ALGORITHM,
    upstream,
    marketDataLimit: resolveMarketDataLimit(upstream.mode, e.BROKER_MARKET_DATA_LIMIT, e.SIM_MARKET_DATA_LIMIT),
    stream: { silentAfterMs: e.STREAM_SILENT_AFTER_MS, pollAfterMs: e.STREAM_POLL_AFTER_MS },
    store:
      e.DATABASE_URL === undefined
        ? { kind: 'sqlite', dataDir: e.DATA_DIR }
        : { kind: 'postgres', url: e.DATABASE_URL },
    alertsMaxSymbols: e.ALERTS_MAX_SYMBOLS,
  };
}

function resolveUpstream(e: Env, problems: string[]): Config['upstream'] | null {
  const key = e.BROKER_APP_KEY;
  const secret = e.BROKER_APP_SECRET;
  const wantsLive =
    key !== undefined ||
    secret !== undefined ||
    e.BROKER_REGION !== undefined ||
    e.BROKER_HTTP_URL !== undefined ||
    e.BROKER_MQTT_URL !== undefined ||
    e.BROKER_EVENTS_URL !== undefined;
  if (!wantsLive) {
    return {
      mode: 'paper',
      simulator: {
        appKey: e.SIM_APP_KEY,
        appSecret: e.SIM_APP_SECRET,
        seed: e.SIM_SEED,
        stateFile: e.SIM_STATE_FILE,
        control: e.SIM_CONTROL,
        startTimeoutMs: e.SIM_START_TIMEOUT_MS,
        dataDir: e.DATA_DIR,
      },
    };
  }
  if (key === undefined)
    problems.push('BROKER_APP_KEY: required for live mode (or unset every BROKER_* variable for paper mode)');
  if (secret === undefined)
    problems.push('BROKER_APP_SECRET: required for live mode (or unset every BROKER_* variable for paper mode)');
  if (e.BROKER_REGION === undefined && e.BROKER_HTTP_URL === undefined) {
    problems.push('BROKER_REGION: required for live mode (e.g. us, us-sandbox, hk), or set BROKER_HTTP_URL');
  }
  if (e.BROKER_REGION !== undefined && e.BROKER_HTTP_URL !== undefined) {
    problems.push('BROKER_HTTP_URL: set either BROKER_REGION or BROKER_HTTP_URL, not both');
  }
  if (key === undefined || secret === undefined || problems.length > 0) return null;
  return liveUpstream(e, key, secret);
}

function liveUpstream(e: Env, appKey: string, appSecret: string): LiveUpstream {
  if (e.BROKER_HTTP_URL !== undefined) {
    const url = new URL(e.BROKER_HTTP_URL);
    return {
      mode: 'live',
      region: 'custom',
      httpUrl: url.origin,
      mqttUrl: e.BROKER_MQTT_URL ?? null,
      eventsUrl: e.BROKER_EVENTS_URL ?? null,
      appKey,
      appSecret,
    };
  }
  const region = e.BROKER_REGION ?? 'us';
  const hosts = REGION_PRESETS[region];
  // TCP 1883 with TLS, as both SDKs connect: docs/protocol.md#hosts.
  const mqttUrl = e.BROKER_MQTT_URL ?? (hosts.mqtt === null ? null : `mqtts://${hosts.mqtt}:1883`);
  // gRPC with TLS on 443, as both SDKs connect: docs/protocol.md#hosts.
  const eventsUrl = e.BROKER_EVENTS_URL ?? `grpcs://${hosts.grpc}:443`;
  return { mode: 'live', region, httpUrl: `https://${hosts.http}`, mqttUrl, eventsUrl, appKey, appSecret };
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const name = issue.path.map(String).join('.') || '(environment)';
    return `${name}: ${issue.message}`;
  });
}

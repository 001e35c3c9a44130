import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

test('an empty environment means paper mode on 127.0.0.1:8080 with gen-3 paths', () => {
  const config = loadConfig({});
  expect(config.upstream.mode).toBe('paper');
  expect(config.host).toBe('127.0.0.1');
  expect(config.port).toBe(8080);
  expect(config.pathGeneration).toBe('auto');
  expect(config.signatureAlgorithm).toBe('HMAC-SHA256');
  expect(config.serveSpa).toBe(true);
});

test('simulator variables are passed through in paper mode', () => {
  const config = loadConfig({ SIM_APP_KEY: 'k', SIM_APP_SECRET: 's', SIM_SEED: '7', SIM_CONTROL: '1' });
  expect(config.upstream).toEqual({
    mode: 'paper',
    simulator: {
      appKey: 'k',
      appSecret: 's',
      seed: '7',
      stateFile: undefined,
      control: '1',
      dataDir: './data',
      startTimeoutMs: 30_000,
    },
  });
});

test('SIM_START_TIMEOUT_MS sets how long the BFF waits for its simulator; nonsense is refused by name', () => {
  expect(loadConfig({ SIM_START_TIMEOUT_MS: '150000' }).upstream).toMatchObject({
    simulator: { startTimeoutMs: 150_000 },
  });
  expect(() => loadConfig({ SIM_START_TIMEOUT_MS: 'soon' })).toThrow(/SIM_START_TIMEOUT_MS/);
  expect(() => loadConfig({ SIM_START_TIMEOUT_MS: '10' })).toThrow(/SIM_START_TIMEOUT_MS.*at least 1000/);
});

test('a region preset gives the provider host for live mode', () => {
  const config = loadConfig({ BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's', BROKER_REGION: 'hk-sandbox' });
  expect(config.upstream).toMatchObject({
    mode: 'live',
    region: 'hk-sandbox',
    httpUrl: 'https://api.sandbox.webull.hk',
  });
});

test('an explicit URL keeps its port', () => {
  const config = loadConfig({ BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's', BROKER_HTTP_URL: 'http://127.0.0.1:9001/' });
  expect(config.upstream).toMatchObject({ mode: 'live', region: 'custom', httpUrl: 'http://127.0.0.1:9001' });
});

test('a key without a secret or a region names both missing variables', () => {
  const problems = problemsOf({ BROKER_APP_KEY: 'k' });
  expect(problems.some((p) => p.startsWith('BROKER_APP_SECRET:'))).toBe(true);
  expect(problems.some((p) => p.startsWith('BROKER_REGION:'))).toBe(true);
});

test('every bad variable is listed at once', () => {
  const problems = problemsOf({
    PORT: 'eighty',
    BROKER_REGION: 'mars',
    BROKER_PATH_GENERATION: 'v9',
    SERVE_SPA: 'yes',
  });
  const names = problems.map((p) => p.split(':')[0]);
  expect(names).toEqual(expect.arrayContaining(['PORT', 'BROKER_REGION', 'BROKER_PATH_GENERATION', 'SERVE_SPA']));
});

test('the error message is readable and names the variable', () => {
  expect(() => loadConfig({ BROKER_SIGNATURE_ALGORITHM: 'MD5' })).toThrow(
    /BROKER_SIGNATURE_ALGORITHM: must be HMAC-SHA256 or HMAC-SHA1/,
  );
});

test('allowed origins are normalised and validated', () => {
  expect(loadConfig({ ALLOWED_ORIGINS: 'http://localhost:5173/, http://127.0.0.1:5173' }).allowedOrigins).toEqual([
    'http://localhost:5173',
    'http://127.0.0.1:5173',
  ]);
  expect(problemsOf({ ALLOWED_ORIGINS: 'not an origin' })[0]).toMatch(/^ALLOWED_ORIGINS/);
});

test('a blank PORT means the default port, not a random one', () => {
  expect(loadConfig({ PORT: '' }).port).toBe(8080);
  expect(loadConfig({ PORT: '0' }).port).toBe(0);
  expect(problemsOf({ PORT: '70000' })[0]).toBe('PORT: must be 0-65535');
});

test('the UAT and sandbox presets point at the provider test hosts', () => {
  expect(loadConfig({ BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's', BROKER_REGION: 'us-uat' }).upstream).toMatchObject({
    httpUrl: 'https://us-openapi-alb.uat.webullbroker.com',
  });
  expect(
    loadConfig({ BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's', BROKER_REGION: 'us-sandbox' }).upstream,
  ).toMatchObject({ httpUrl: 'https://api.sandbox.webull.com' });
});

test('a configuration error never repeats the secret', () => {
  const problems = problemsOf({ BROKER_APP_SECRET: 'top-secret-value', BROKER_REGION: 'mars' });
  expect(problems.join('\n')).not.toContain('top-secret-value');
});

test('live mode streams from the region MQTT host over TLS on 1883, or from BROKER_MQTT_URL', () => {
  const live = { BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's' };
  expect(loadConfig({ ...live, BROKER_REGION: 'us' }).upstream).toMatchObject({
    mqttUrl: 'mqtts://data-api.webull.com:1883',
  });
  expect(loadConfig({ ...live, BROKER_REGION: 'us-sandbox' }).upstream).toMatchObject({ mqttUrl: null });
  expect(loadConfig({ ...live, BROKER_HTTP_URL: 'http://127.0.0.1:9001' }).upstream).toMatchObject({ mqttUrl: null });
  expect(
    loadConfig({ ...live, BROKER_REGION: 'us-sandbox', BROKER_MQTT_URL: 'mqtts://data-api.sandbox.webull.com:1883' })
      .upstream,
  ).toMatchObject({ mqttUrl: 'mqtts://data-api.sandbox.webull.com:1883' });
  expect(problemsOf({ ...live, BROKER_REGION: 'us', BROKER_MQTT_URL: 'https://data-api.webull.com' })[0]).toMatch(
    /^BROKER_MQTT_URL: must be an mqtt/,
  );
});

test('live mode takes trade events from the region events host over TLS on 443, or from BROKER_EVENTS_URL', () => {
  const live = { BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's' };
  expect(loadConfig({ ...live, BROKER_REGION: 'us' }).upstream).toMatchObject({
    eventsUrl: 'grpcs://events-api.webull.com:443',
  });
  expect(loadConfig({ ...live, BROKER_REGION: 'hk-uat' }).upstream).toMatchObject({
    eventsUrl: 'grpcs://hk-openapi-events-api.uat.webullbroker.com:443',
  });
  expect(loadConfig({ ...live, BROKER_HTTP_URL: 'http://127.0.0.1:9001' }).upstream).toMatchObject({
    eventsUrl: null,
  });
  const custom = (url: string) =>
    loadConfig({ ...live, BROKER_HTTP_URL: 'http://127.0.0.1:9001', BROKER_EVENTS_URL: url }).upstream;
  expect(custom('grpc://127.0.0.1:9002')).toMatchObject({ eventsUrl: 'grpc://127.0.0.1:9002' });
  expect(custom('grpc://LocalHost:9002')).toMatchObject({ eventsUrl: 'grpc://localhost:9002' });
  expect(custom('grpc://[::1]:9002')).toMatchObject({ eventsUrl: 'grpc://[::1]:9002' });
  expect(custom('grpcs://events-api.webull.hk')).toMatchObject({ eventsUrl: 'grpcs://events-api.webull.hk:443' });
  expect(custom(' ')).toMatchObject({ eventsUrl: null });
});

test('BROKER_EVENTS_URL in plaintext to another machine, without a port, or not gRPC is refused by name', () => {
  const live = { BROKER_APP_KEY: 'k', BROKER_APP_SECRET: 's', BROKER_REGION: 'us' };
  expect(problemsOf({ ...live, BROKER_EVENTS_URL: 'grpc://events-api.webull.com:443' })).toEqual([
    'BROKER_EVENTS_URL: grpc:// (no TLS) is allowed only to 127.0.0.1, localhost or ::1; use grpcs://events-api.webull.com:443',
  ]);
  expect(problemsOf({ ...live, BROKER_EVENTS_URL: 'grpc://10.0.0.5:9002' })[0]).toMatch(
    /^BROKER_EVENTS_URL: grpc:\/\/ \(no TLS\)/,
  );
  expect(problemsOf({ ...live, BROKER_EVENTS_URL: 'grpc://127.0.0.1' })).toEqual([
    'BROKER_EVENTS_URL: grpc:// needs a port, e.g. grpc://127.0.0.1:9002',
  ]);
  for (const url of ['https://events-api.webull.com', 'events-api.webull.com:443', 'grpcs://host:443/path']) {
    expect(problemsOf({ ...live, BROKER_EVENTS_URL: url })).toEqual([
      'BROKER_EVENTS_URL: must be grpcs://host:port, e.g. grpcs://events-api.webull.com:443',
    ]);
  }
  // Like every BROKER_* variable, it asks for live mode.
  expect(problemsOf({ BROKER_EVENTS_URL: 'grpcs://events-api.webull.com:443' })[0]).toMatch(
    /^BROKER_APP_KEY: required/,
  );
});

test('the stream timings default to 10 s silent and 5 s before polling, and can be lowered for tests', () => {
  expect(loadConfig({}).stream).toEqual({ silentAfterMs: 10_000, pollAfterMs: 5_000 });
  expect(loadConfig({ STREAM_SILENT_AFTER_MS: '1500', STREAM_POLL_AFTER_MS: '800' }).stream).toEqual({
    silentAfterMs: 1500,
    pollAfterMs: 800,
  });
  expect(problemsOf({ STREAM_SILENT_AFTER_MS: 'soon' })[0]).toMatch(/^STREAM_SILENT_AFTER_MS/);
});

test('sessions last 12 h idle and 7 days at most unless configured, in s, m, h or d', () => {
  expect(loadConfig({}).sessionLifetimes).toEqual({ idleMs: 12 * 3_600_000, absoluteMs: 7 * 86_400_000 });
  expect(loadConfig({ SESSION_IDLE_TIMEOUT: '90m', SESSION_MAX_AGE: '1d' }).sessionLifetimes).toEqual({
    idleMs: 90 * 60_000,
    absoluteMs: 86_400_000,
  });
  expect(loadConfig({ SESSION_IDLE_TIMEOUT: ' ', SESSION_MAX_AGE: '' }).sessionLifetimes.idleMs).toBe(12 * 3_600_000);
});

test('a session lifetime without a unit, under a minute, or an idle timeout past the maximum age is refused by name', () => {
  expect(problemsOf({ SESSION_IDLE_TIMEOUT: '43200000' })[0]).toMatch(
    /^SESSION_IDLE_TIMEOUT: expected a whole number and a unit/,
  );
  expect(problemsOf({ SESSION_MAX_AGE: '30s' })[0]).toMatch(/^SESSION_MAX_AGE: must be at least 60 s/);
  expect(problemsOf({ SESSION_IDLE_TIMEOUT: '2d', SESSION_MAX_AGE: '1d' })).toEqual([
    'SESSION_IDLE_TIMEOUT: must not be longer than SESSION_MAX_AGE',
  ]);
});

test('the order journal is SQLite in ./data unless DATA_DIR moves it or DATABASE_URL names a Postgres server', () => {
  expect(loadConfig({}).store).toEqual({ kind: 'sqlite', dataDir: './data' });
  expect(loadConfig({ DATA_DIR: '/var/lib/dashboard', DATABASE_URL: ' ' }).store).toEqual({
    kind: 'sqlite',
    dataDir: '/var/lib/dashboard',
  });
  const url = 'postgres://dash:pw@127.0.0.1:5432/dashboard';
  expect(loadConfig({ DATABASE_URL: url }).store).toEqual({ kind: 'postgres', url });
  expect(loadConfig({ DATABASE_URL: 'postgresql://db.internal/dashboard' }).store.kind).toBe('postgres');
});

test('a DATABASE_URL that is not a postgres:// URL is refused by name, without repeating its password', () => {
  const problems = problemsOf({ DATABASE_URL: 'mysql://dash:hunter2@127.0.0.1/dashboard' });
  expect(problems).toEqual([
    'DATABASE_URL: must be a postgres:// URL such as postgres://dashboard:secret@127.0.0.1:5432/dashboard',
  ]);
  expect(problems.join('\n')).not.toContain('hunter2');
  expect(problemsOf({ DATABASE_URL: 'not a url' })[0]).toMatch(/^DATABASE_URL: must be a postgres:\/\/ URL/);
});

test('ALERTS_MAX_SYMBOLS caps the symbols alerts may add to the stream: 200 unless set, nonsense refused by name', () => {
  expect(loadConfig({}).alertsMaxSymbols).toBe(200);
  expect(loadConfig({ ALERTS_MAX_SYMBOLS: '50' }).alertsMaxSymbols).toBe(50);
  expect(problemsOf({ ALERTS_MAX_SYMBOLS: '0' })).toEqual(['ALERTS_MAX_SYMBOLS: must be at least 1']);
});

import { expect, test } from 'vitest';
import { DEV_APP_KEY, DEV_APP_SECRET, parseSimulatorConfig } from './config';

test('with nothing set the defaults and the public development pair apply', () => {
  expect(parseSimulatorConfig({})).toEqual({
    ok: true,
    config: {
      httpPort: 9001,
      mqttPort: 1883,
      grpcPort: 9002,
      host: '127.0.0.1',
      appKey: DEV_APP_KEY,
      appSecret: DEV_APP_SECRET,
      usesDevCredentials: true,
      seed: 42,
      stateFile: null,
      controlEnabled: false,
      resetEnabled: false,
      tokenCheck: false,
      pathGenerations: 'both',
      marketDataLimit: { limit: 60, windowMs: 60_000 },
      streamIntervalMs: 1000,
      streamQuiet: false,
      eventsPingMs: 10_000,
      marketClock: 'replay',
      parentFd: null,
    },
  });
});

test('every variable is read', () => {
  const result = parseSimulatorConfig({
    SIM_HTTP_PORT: '0',
    SIM_MQTT_PORT: '1884',
    SIM_GRPC_PORT: '9003',
    SIM_HOST: '::1',
    SIM_APP_KEY: 'k',
    SIM_APP_SECRET: 's',
    SIM_SEED: '7',
    SIM_STATE_FILE: '/var/sim.json',
    SIM_CONTROL: '1',
    SIM_MARKET_DATA_LIMIT: '120/30',
    SIM_STREAM_INTERVAL_MS: '250',
    SIM_STREAM_QUIET: '1',
    SIM_EVENTS_PING_MS: '500',
    SIM_MARKET_CLOCK: 'wall',
    SIM_PARENT_FD: '0',
  });
  expect(result).toMatchObject({
    ok: true,
    config: {
      httpPort: 0,
      mqttPort: 1884,
      grpcPort: 9003,
      host: '::1',
      appKey: 'k',
      appSecret: 's',
      usesDevCredentials: false,
      seed: 7,
      stateFile: '/var/sim.json',
      controlEnabled: true,
      resetEnabled: true,
      tokenCheck: false,
      marketDataLimit: { limit: 120, windowMs: 30_000 },
      streamIntervalMs: 250,
      streamQuiet: true,
      eventsPingMs: 500,
      marketClock: 'wall',
      parentFd: 0,
    },
  });
});

test('each bad variable is named in the errors', () => {
  const result = parseSimulatorConfig({
    SIM_HTTP_PORT: '70000',
    SIM_SEED: 'x',
    SIM_CONTROL: 'yes',
    SIM_MARKET_DATA_LIMIT: '60 per minute',
    SIM_STREAM_INTERVAL_MS: '0',
    SIM_STREAM_QUIET: 'yes',
    SIM_EVENTS_PING_MS: '-5',
    SIM_MARKET_CLOCK: 'shifted',
    SIM_PARENT_FD: '1',
  });
  expect(result.ok).toBe(false);
  const errors = result.ok ? [] : result.errors;
  for (const name of [
    'SIM_HTTP_PORT',
    'SIM_SEED',
    'SIM_CONTROL',
    'SIM_MARKET_DATA_LIMIT',
    'SIM_STREAM_INTERVAL_MS',
    'SIM_STREAM_QUIET',
    'SIM_EVENTS_PING_MS',
    'SIM_MARKET_CLOCK',
    'SIM_PARENT_FD',
  ]) {
    expect(errors.some((e) => e.startsWith(`${name}:`))).toBe(true);
  }
});

test('a key without its secret is refused, and the secret is never echoed', () => {
  const keyOnly = parseSimulatorConfig({ SIM_APP_KEY: 'k' });
  expect(keyOnly).toEqual({
    ok: false,
    errors: ['SIM_APP_SECRET: SIM_APP_KEY and SIM_APP_SECRET must be set together'],
  });
  const secretOnly = parseSimulatorConfig({ SIM_APP_SECRET: 'hunter2' });
  expect(JSON.stringify(secretOnly)).not.toContain('hunter2');
  expect(secretOnly.ok).toBe(false);
});

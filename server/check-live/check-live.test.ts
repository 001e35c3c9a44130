import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { simulatorControl } from '@server/upstream/paper/simulator-control';
import type { SimulatorProcess } from '@server/upstream/paper/simulator-process';
import { spawnKeyedSimulator } from '@server/testing/keyed-simulator';

// `npm run check-live` as a user runs it, against a simulator standing in for the broker (its
// hosts given as BROKER_HTTP_URL, BROKER_MQTT_URL and BROKER_EVENTS_URL).

let sim: SimulatorProcess;
let appKey: string;
let appSecret: string;

beforeAll(async () => {
  ({ sim, appKey, appSecret } = await spawnKeyedSimulator());
});

afterAll(async () => {
  await sim.stop();
});

/** Runs the command with only these BROKER_* variables (none of this process's). */
function checkLive(broker: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(BROKER|SIM)_/.test(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/check-live/main.ts'], {
    env: { ...env, ...broker },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve) =>
    child.on('close', (code) => {
      resolve({ code, output });
    }),
  );
}

const asLiveBroker = (secret: string) => ({
  BROKER_APP_KEY: appKey,
  BROKER_APP_SECRET: secret,
  BROKER_HTTP_URL: sim.ready.http,
  BROKER_MQTT_URL: sim.ready.mqtt,
  BROKER_EVENTS_URL: sim.ready.grpc,
});

test('with the right keys every kind of call works and the command exits 0', async () => {
  const { code, output } = await checkLive(asLiveBroker(appSecret));
  expect(output).toContain(
    'ok    Paths: generation 3 (/trading/..., /market-data/...) answers; generation 2 (/openapi/...) answers. BROKER_PATH_GENERATION=auto uses generation 3.',
  );
  expect(output).toContain('ok    Second-factor token: not required for this key');
  expect(output).toMatch(/ok {4}Accounts: 2 accounts/);
  expect(output).toMatch(/ok {4}Snapshot: AAPL last \d+\.\d+/);
  expect(output).toMatch(/ok {4}Bars: 5 daily bars of AAPL/);
  expect(output).toContain('ok    Market-data stream: connected to');
  expect(output).toContain('ok    Trade-event stream: subscribed 2 accounts');
  expect(output).toContain('Every check worked.');
  expect(output).not.toContain(appSecret);
  expect(output).not.toContain(appKey);
  expect(code).toBe(0);
});

test('with a wrong secret it says the secret does not match the key, and exits non-zero', async () => {
  const { code, output } = await checkLive(asLiveBroker(randomBytes(24).toString('hex')));
  expect(output).toContain('FAIL  Second-factor token: The broker does not accept the signature');
  expect(output).toContain('FAIL  Accounts: The broker does not accept the signature: BROKER_APP_SECRET is not');
  expect(output).toContain('FAIL  Snapshot: The broker does not accept the signature');
  expect(output).toContain('FAIL  Market-data stream: The broker does not accept the signature');
  // The event stream subscribes the accounts the first call would have listed.
  expect(output).toContain('--    Trade-event stream: not checked, no account to subscribe');
  expect(output).toContain('5 of 7 checks failed.');
  expect(code).toBe(1);
});

test('a broker clock ten minutes ahead still passes, and the command says how far off this clock is', async () => {
  const control = simulatorControl(sim.ready.http);
  await control.setServerClockOffset(600_000);
  try {
    const { code, output } = await checkLive(asLiveBroker(appSecret));
    expect(output).toMatch(/Clock: this computer is (59\d|60\d) s behind the broker/);
    expect(output).toContain('Every check worked.');
    expect(code).toBe(0);
  } finally {
    await control.setServerClockOffset(0);
  }
});

test('a host nobody answers on is reported as unreachable, naming the setting to check', async () => {
  const closed = new URL(sim.ready.http);
  closed.port = '1';
  const { code, output } = await checkLive({ ...asLiveBroker(appSecret), BROKER_HTTP_URL: closed.origin });
  expect(output).toContain(
    `FAIL  Accounts: ${closed.host} could not be reached: check BROKER_REGION (or BROKER_HTTP_URL)`,
  );
  expect(code).toBe(1);
});

test('a key served on one path generation only: auto finds it, and a setting naming the other says the cure', async () => {
  for (const served of ['v2', 'v3'] as const) {
    const one = await spawnKeyedSimulator({ SIM_PATH_GENERATIONS: served });
    try {
      const broker = {
        BROKER_APP_KEY: one.appKey,
        BROKER_APP_SECRET: one.appSecret,
        BROKER_HTTP_URL: one.sim.ready.http,
        BROKER_MQTT_URL: one.sim.ready.mqtt,
        BROKER_EVENTS_URL: one.sim.ready.grpc,
      };
      const auto = await checkLive(broker);
      const [works, absent] = served === 'v2' ? ['2', '3'] : ['3', '2'];
      expect(auto.output).toContain(`BROKER_PATH_GENERATION=auto uses generation ${works}.`);
      expect(auto.output).toMatch(new RegExp(`ok {4}Paths: .*generation ${absent} \\([^)]*\\) answers 404`));
      expect(auto.output).toMatch(/ok {4}Accounts: 2 accounts/);
      expect(auto.output).toMatch(/ok {4}Snapshot: AAPL last/);
      const other = served === 'v2' ? 'v3' : 'v2';
      const wrong = await checkLive({ ...broker, BROKER_PATH_GENERATION: other });
      expect(wrong.output).toContain(
        `BROKER_PATH_GENERATION=${other} names paths this key is not served on. Set BROKER_PATH_GENERATION=${served} or auto.`,
      );
      expect(wrong.code).toBe(1);
    } finally {
      await one.sim.stop();
    }
  }
});

test('with no keys it checks the embedded simulator and passes', async () => {
  const { code, output } = await checkLive({});
  expect(output).toContain('checking the embedded simulator');
  expect(output).toContain('Every check worked.');
  expect(code).toBe(0);
});

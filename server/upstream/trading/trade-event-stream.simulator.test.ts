import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { signRequest } from '@server/signing/sign-request';
import { newNonce } from '@server/signing/timestamp';
import { createUpstreamClient } from '../client/http-client';
import { createNodeTransport } from '../client/transport';
import { simulatorControl } from '../paper/simulator-control';
import { spawnSimulator, type SimulatorProcess } from '../paper/simulator-process';
import { testSimulatorProgram } from '@server/testing/simulator-bundle';
import { createFakeClock } from '../testing/fake-clock';
import type { StreamConnected } from './event-stream-controller';
import type { StreamDown } from './stream-down';
import type { TradeOrderEvent } from './trade-event-payload';
import { startTradeEventStream, type TradeEventStream, type TradeEventStreamOptions } from './trade-event-stream';

// The stream against the real simulator process: its gRPC server on loopback, signed Subscribe
// calls it verifies (a reused nonce is refused), orders placed over signed HTTP, and its control
// surface to drop and stall the stream.

const KEY = randomBytes(16).toString('hex');
const SECRET = randomBytes(24).toString('hex');
/** Monday 2026-03-02 10:00 in New York: regular hours, so a market order fills at once. */
const MONDAY_10AM = Date.UTC(2026, 2, 2, 15, 0, 0);
// Short heartbeats so the stalled-stream test needs no long watch window.
const PING_MS = 250;

let sim: SimulatorProcess;
let control: ReturnType<typeof simulatorControl>;
beforeAll(async () => {
  sim = await spawnSimulator({
    program: testSimulatorProgram(),
    env: {
      SIM_HTTP_PORT: '0',
      SIM_MQTT_PORT: '0',
      SIM_GRPC_PORT: '0',
      SIM_CONTROL: '1',
      SIM_APP_KEY: KEY,
      SIM_APP_SECRET: SECRET,
      SIM_STATE_FILE: undefined,
      SIM_EVENTS_PING_MS: String(PING_MS),
    },
  });
  control = simulatorControl(sim.ready.http);
});
// Reset (after each test) lets the market clock go again: pinned anew for every test.
beforeEach(async () => {
  await control.pinClock(MONDAY_10AM);
});
afterAll(async () => {
  await sim.stop();
});

const open: TradeEventStream[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const stream of open.splice(0)) await stream.close();
  // Also when a test failed before its child exited.
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await control.reset();
  // The next test's stream must find the key's one slot free.
  await waitFor(async () => {
    expect((await control.events.stats()).subscriptions).toEqual({});
  });
});

// Generous: a reconnect may back off for seconds, and a busy machine adds to that.
const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 60_000, interval: 25 });

/** The key's accounts as the BFF reads them: over signed HTTP. */
async function listAccounts(): Promise<string[]> {
  const client = createUpstreamClient({
    baseUrl: sim.ready.http,
    appKey: KEY,
    appSecret: SECRET,
    algorithm: 'HMAC-SHA256',
    generation: 'v3',
    transport: createNodeTransport(),
    now: Date.now,
  });
  const accounts = z.array(z.object({ account_id: z.string() })).parse(await client.call('listAccounts'));
  return accounts.map((account) => account.account_id);
}

function start(options: Partial<TradeEventStreamOptions> = {}) {
  const events: TradeOrderEvent[] = [];
  const connects: StreamConnected[] = [];
  const downs: StreamDown[] = [];
  const log: string[] = [];
  const stream = startTradeEventStream({
    url: sim.ready.grpc,
    appKey: KEY,
    appSecret: SECRET,
    algorithm: 'HMAC-SHA256',
    accounts: listAccounts,
    onEvent: (event) => events.push(event),
    onConnected: (connected) => connects.push(connected),
    onDown: (down) => downs.push(down),
    log: (line) => log.push(line),
    ...options,
  });
  open.push(stream);
  return { stream, events, connects, downs, log };
}

async function placeMarketOrder(accountId: string, clientOrderId: string): Promise<void> {
  const url = new URL('/trading/orders/place', sim.ready.http);
  const body = JSON.stringify({
    account_id: accountId,
    new_orders: [
      {
        client_order_id: clientOrderId,
        combo_type: 'NORMAL',
        instrument_type: 'EQUITY',
        market: 'US',
        symbol: 'MSFT',
        side: 'BUY',
        order_type: 'MARKET',
        time_in_force: 'DAY',
        support_trading_session: 'CORE',
        entrust_type: 'QTY',
        quantity: '4',
      },
    ],
  });
  const headers = signRequest({
    host: url.host,
    path: url.pathname,
    query: [],
    body,
    appKey: KEY,
    secret: SECRET,
    algorithm: 'HMAC-SHA256',
    now: new Date(),
    nonce: newNonce(),
    apiVersion: 'v3',
  });
  const response = await fetch(url, { method: 'POST', headers, body });
  expect(response.status).toBe(200);
}

test('an order placed and filled arrives as order events with plain decimals', async () => {
  const s = start();
  await waitFor(() => {
    expect(s.stream.state()).toBe('live');
  });
  const accounts = await listAccounts();
  expect(s.connects).toEqual([{ afterGap: true, first: true, accounts }]);
  const [account = ''] = accounts;
  await placeMarketOrder(account, 'evt-fill-1');
  await waitFor(() => {
    expect(s.events.map((e) => e.sceneType)).toContain('FINAL_FILLED');
  });
  const fill = s.events.find((e) => e.sceneType === 'FINAL_FILLED');
  expect(fill).toMatchObject({
    accountId: account,
    clientOrderId: 'evt-fill-1',
    symbol: 'MSFT',
    side: 'BUY',
    orderType: 'MARKET',
    orderStatus: 'FILLED',
    qty: '4',
    filledQty: '4',
    orderId: expect.any(String) as string,
    filledPrice: expect.stringMatching(/^\d+(\.\d+)?$/) as string,
    filledTime: expect.any(Number) as number,
  });
  expect(s.downs).toEqual([]);
});

test('a dropped stream reconnects, signed afresh, and is live again with one subscription', async () => {
  const s = start();
  await waitFor(() => {
    expect(s.connects).toHaveLength(1);
  });
  await control.events.drop();
  await waitFor(() => {
    expect(s.connects).toHaveLength(2);
  });
  // A replayed nonce would have been refused (DUPLICATED_REQUEST) instead of subscribed.
  expect(s.downs.map((d) => d.kind)).toEqual(['dropped']);
  expect(s.downs[0]?.message).toBe('gRPC UNAVAILABLE: The trade-event stream was dropped.');
  expect(s.connects[1]).toMatchObject({ afterGap: true, first: false });
  expect(s.stream.state()).toBe('live');
  expect(Object.values((await control.events.stats()).subscriptions).flat()).toHaveLength(1);
  // Events flow on the new subscription.
  const [account = ''] = await listAccounts();
  await placeMarketOrder(account, 'evt-after-drop');
  await waitFor(() => {
    expect(s.events.map((e) => e.clientOrderId)).toContain('evt-after-drop');
  });
});

test('the stream counts a drop it came back from as one reconnect, with its accounts and last message', async () => {
  const s = start();
  await waitFor(() => {
    expect(s.connects).toHaveLength(1);
  });
  const accounts = (await listAccounts()).length;
  expect(s.stream.stats()).toMatchObject({ state: 'live', reconnects: 0, accounts });
  const firstMessageAt = s.stream.stats().lastMessageAt;
  expect(firstMessageAt).not.toBeNull();
  await control.events.drop();
  await waitFor(() => {
    expect(s.connects).toHaveLength(2);
  });
  expect(s.stream.stats()).toMatchObject({ state: 'live', reconnects: 1, accounts });
  expect(s.stream.stats().lastMessageAt).toBeGreaterThanOrEqual(firstMessageAt ?? Infinity);
});

test('a stalled stream is given up on by the watchdog and live again once the stall ends', async () => {
  const s = start({ silentAfterMs: 2_000 });
  await waitFor(() => {
    expect(s.stream.state()).toBe('live');
  });
  await control.events.stall(true);
  await waitFor(() => {
    expect(s.downs.map((d) => d.kind)).toContain('silent');
  });
  expect(s.downs[0]).toMatchObject({ kind: 'silent', message: 'nothing for 2.0 s, pings included' });
  expect(s.stream.state()).not.toBe('live');
  await control.events.stall(false);
  await waitFor(() => {
    expect(s.connects.length).toBeGreaterThanOrEqual(2);
    expect(s.stream.state()).toBe('live');
  });
});

test('a wrong secret is reported as a refusal with what to check, and the next try waits for the clock', async () => {
  // Timers on a clock moved by hand: nothing is retried unless the test moves it.
  const clock = createFakeClock(Date.now());
  const s = start({ appSecret: 'not-the-secret', clock });
  await waitFor(() => {
    expect(s.downs).toHaveLength(1);
  });
  const [first] = s.downs;
  expect(first).toMatchObject({
    kind: 'refused-auth',
    message: 'AuthError: UNAUTHORIZED: Metadata x-signature is invalid.',
  });
  expect(first?.retryInMs).toBeGreaterThanOrEqual(30_000);
  expect(s.log).toContain(
    `Trade events down (AuthError: UNAUTHORIZED: Metadata x-signature is invalid.); check BROKER_APP_KEY, BROKER_APP_SECRET, the accounts of the key and this machine clock; next attempt in ${String(Math.round((first?.retryInMs ?? 0) / 1000))} s.`,
  );
  expect(s.stream.state()).toBe('down');
  clock.advance((first?.retryInMs ?? 0) - 1);
  expect(s.stream.state()).toBe('down');
  clock.advance(1);
  await waitFor(() => {
    expect(s.downs).toHaveLength(2);
  });
  expect(s.downs[1]?.kind).toBe('refused-auth');
  expect(s.downs[1]?.retryInMs).toBeGreaterThanOrEqual(60_000);
  expect(s.connects).toEqual([]);
});

test('close() leaves nothing behind: a process that closed its live stream exits by itself', async () => {
  const [account = ''] = await listAccounts();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/upstream/trading/testing/close-then-exit.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      EVENTS_URL: sim.ready.grpc,
      EVENTS_KEY: KEY,
      EVENTS_SECRET: SECRET,
      EVENTS_ACCOUNT: account,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Bounded so a process kept alive by a leaked call fails with a reason, not the test timeout.
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the process did not exit after close(); it printed: ${output}`));
    }, 60_000);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(output.trim()).toBe('closed down');
  expect(code).toBe(0);
});

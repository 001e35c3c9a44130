import { status } from '@grpc/grpc-js';
import { expect, test } from 'vitest';
import { EVENT_TYPE } from '@server/protocol/trade-events-proto';
import { createFakeClock } from '../testing/fake-clock';
import { createFakeEventConnector } from '../testing/fake-event-connector';
import type { StreamConnected } from './event-stream-controller';
import type { StreamDown } from './stream-down';
import type { TradeOrderEvent } from './trade-event-payload';
import { startTradeEventStream } from './trade-event-stream';

// The stream's state machine on a clock moved by hand and calls answered by hand: exact delays,
// no sleeping. The real gRPC path is in trade-event-stream.simulator.test.ts.

/** Lets the account list's promise resolve, so the next call is opened. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setUp(options: { accounts?: () => Promise<string[]>; silentAfterMs?: number } = {}) {
  const clock = createFakeClock(Date.UTC(2026, 2, 2, 15));
  const { connector, calls } = createFakeEventConnector();
  const downs: StreamDown[] = [];
  const connects: StreamConnected[] = [];
  const events: TradeOrderEvent[] = [];
  const log: string[] = [];
  const stream = startTradeEventStream({
    url: 'grpc://127.0.0.1:1',
    appKey: 'k',
    appSecret: 's',
    algorithm: 'HMAC-SHA256',
    accounts: options.accounts ?? (() => Promise.resolve(['A1', 'A2'])),
    silentAfterMs: options.silentAfterMs ?? 25_000,
    clock,
    // The low end of every jitter range: the delays are the schedules' halves.
    random: () => 0,
    connector,
    onEvent: (event) => events.push(event),
    onConnected: (connected) => connects.push(connected),
    onDown: (down) => downs.push(down),
    log: (line) => log.push(line),
  });
  const latest = () => {
    const call = calls.at(-1);
    if (call === undefined) throw new Error('no call was opened');
    return call;
  };
  /** Runs the pending retry and lets the new attempt open its call. */
  const retry = async () => {
    const before = calls.length;
    clock.advance(downs.at(-1)?.retryInMs ?? 0);
    await settle();
    expect(calls).toHaveLength(before + 1);
  };
  return { clock, calls, downs, connects, events, log, stream, latest, retry };
}

test('subscribes the accounts with the order bit; live after SubscribeSuccess, reported after every one', async () => {
  const s = setUp();
  expect(s.stream.state()).toBe('connecting');
  await settle();
  expect(s.latest().params).toEqual({ accounts: ['A1', 'A2'], subscribeType: 1 });
  s.latest().send(EVENT_TYPE.SubscribeSuccess, 'Subscribed to A1, A2.');
  expect(s.stream.state()).toBe('live');
  expect(s.connects).toEqual([{ afterGap: true, first: true, accounts: ['A1', 'A2'] }]);
  s.latest().send(EVENT_TYPE.SubscribeExpired);
  expect(s.stream.state()).toBe('down');
  expect(s.latest().cancelled).toBe(true);
  expect(s.downs).toEqual([{ kind: 'expired', message: 'SubscribeExpired: no details', retryInMs: 250 }]);
  await s.retry();
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  expect(s.connects.at(-1)).toEqual({ afterGap: true, first: false, accounts: ['A1', 'A2'] });
  await s.stream.close();
});

test('the backoff doubles while attempts fail, and starts over once a subscription carries traffic', async () => {
  const s = setUp();
  await settle();
  for (let i = 0; i < 4; i += 1) {
    s.latest().end(status.UNAVAILABLE, 'connection refused');
    await s.retry();
  }
  // Accepted but dropped before any ping: not proof the connection works, so no reset.
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  s.latest().end();
  expect(s.downs.map((d) => d.retryInMs)).toEqual([250, 500, 1000, 2000, 4000]);
  await s.retry();
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  s.latest().send(EVENT_TYPE.Ping, 'ping');
  s.latest().end();
  expect(s.downs.at(-1)).toEqual({
    kind: 'dropped',
    message: 'gRPC UNAVAILABLE: dropped',
    retryInMs: 250,
  });
  await s.stream.close();
});

test('silence for the window, pings included, cancels the call and reconnects; traffic keeps it open', async () => {
  const s = setUp({ silentAfterMs: 25_000 });
  await settle();
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  s.clock.advance(10_000);
  s.latest().send(EVENT_TYPE.Ping, 'ping');
  s.clock.advance(20_000);
  s.latest().send(EVENT_TYPE.Order, '{"account_id":"A1","client_order_id":"c1","symbol":"AAPL","scene_type":"FILLED"}');
  s.clock.advance(24_000);
  expect(s.stream.state()).toBe('live');
  s.clock.advance(1_000);
  expect(s.stream.state()).toBe('down');
  expect(s.latest().cancelled).toBe(true);
  expect(s.downs).toEqual([{ kind: 'silent', message: 'nothing for 25 s, pings included', retryInMs: 250 }]);
  await s.retry();
  await s.stream.close();
});

test('a call never answered is given up on after the window as well', async () => {
  const s = setUp({ silentAfterMs: 5_000 });
  await settle();
  s.clock.advance(5_000);
  expect(s.downs).toEqual([{ kind: 'silent', message: 'not subscribed within 5.0 s', retryInMs: 250 }]);
  await s.stream.close();
});

test('no ping within the window on an accepted subscription: the window doubles, and says so', async () => {
  const s = setUp({ silentAfterMs: 25_000 });
  await settle();
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  s.clock.advance(25_000);
  expect(s.log.at(-1)).toContain('given 50 s of quiet from now on');
  await s.retry();
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  s.clock.advance(49_000);
  expect(s.stream.state()).toBe('live');
  s.clock.advance(1_000);
  expect(s.downs.at(-1)).toMatchObject({ kind: 'silent', message: 'nothing for 50 s, pings included' });
  await s.stream.close();
});

test('AuthError waits a minute at least and says what to check; NumOfConnExceed waits the busy schedule', async () => {
  const s = setUp();
  await settle();
  s.latest().send(EVENT_TYPE.AuthError, 'UNAUTHORIZED: Metadata x-signature is invalid.');
  // The status after the refusal message changes nothing.
  s.latest().end(status.UNAUTHENTICATED, 'UNAUTHORIZED: Metadata x-signature is invalid.');
  expect(s.downs).toEqual([
    {
      kind: 'refused-auth',
      message: 'AuthError: UNAUTHORIZED: Metadata x-signature is invalid.',
      retryInMs: 30_000,
    },
  ]);
  expect(s.log.at(-1)).toBe(
    'Trade events down (AuthError: UNAUTHORIZED: Metadata x-signature is invalid.); check BROKER_APP_KEY, BROKER_APP_SECRET, the accounts of the key and this machine clock; next attempt in 30 s.',
  );
  // Nothing happens until that pause has passed.
  s.clock.advance(29_999);
  await settle();
  expect(s.calls).toHaveLength(1);
  s.clock.advance(1);
  await settle();
  expect(s.calls).toHaveLength(2);
  s.latest().send(EVENT_TYPE.NumOfConnExceed, 'TOO_MANY_CONNECTIONS: At most 1.');
  expect(s.downs.at(-1)).toMatchObject({ kind: 'refused-busy', retryInMs: 5_000 });
  await s.retry();
  s.latest().end(status.RESOURCE_EXHAUSTED, '');
  expect(s.downs.at(-1)).toMatchObject({ kind: 'refused-busy', retryInMs: 10_000 });
  await s.stream.close();
});

test('no accounts, or an account list that fails, opens no call and retries on the busy schedule', async () => {
  let answer: () => Promise<string[]> = () => Promise.resolve([]);
  const s = setUp({ accounts: () => answer() });
  await settle();
  expect(s.calls).toHaveLength(0);
  expect(s.downs).toEqual([
    { kind: 'no-accounts', message: 'the app key has no accounts to subscribe', retryInMs: 2_500 },
  ]);
  answer = () => Promise.reject(new Error('503 from the broker'));
  s.clock.advance(2_500);
  await settle();
  expect(s.downs.at(-1)).toEqual({
    kind: 'no-accounts',
    message: 'the account list failed: 503 from the broker',
    retryInMs: 5_000,
  });
  answer = () => Promise.resolve(['A3']);
  s.clock.advance(5_000);
  await settle();
  expect(s.latest().params.accounts).toEqual(['A3']);
  await s.stream.close();
});

test('order events are parsed and passed on in order; a bad one and other event types are logged and skipped', async () => {
  const s = setUp();
  await settle();
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  const order = (id: string, scene: string) =>
    JSON.stringify({ account_id: 'A1', client_order_id: id, symbol: 'AAPL', scene_type: scene, qty: '2.00' });
  s.latest().send(EVENT_TYPE.Order, order('c1', 'FILLED'));
  s.latest().send(EVENT_TYPE.Order, '{not json');
  s.latest().send(EVENT_TYPE.Position, '{}');
  s.latest().send(EVENT_TYPE.Position, '{}');
  s.latest().send(EVENT_TYPE.Order, order('c1', 'FINAL_FILLED'));
  expect(s.events.map((e) => [e.clientOrderId, e.sceneType, e.qty])).toEqual([
    ['c1', 'FILLED', '2'],
    ['c1', 'FINAL_FILLED', '2'],
  ]);
  expect(s.log.filter((line) => line.includes('skipped'))).toEqual([
    'Trade events: order event msg-3 skipped: the payload is not JSON.',
    'Trade events: eventType 1028 is not read; skipped.',
  ]);
  expect(s.stream.state()).toBe('live');
  await s.stream.close();
});

test('a listener that throws is logged and the stream goes on', async () => {
  const clock = createFakeClock(0);
  const { connector, calls } = createFakeEventConnector();
  const log: string[] = [];
  const stream = startTradeEventStream({
    url: 'grpc://127.0.0.1:1',
    appKey: 'k',
    appSecret: 's',
    algorithm: 'HMAC-SHA256',
    accounts: () => Promise.resolve(['A1']),
    clock,
    connector,
    onEvent: () => undefined,
    onConnected: () => {
      throw new Error('reconcile failed');
    },
    log: (line) => log.push(line),
  });
  await settle();
  calls[0]?.send(EVENT_TYPE.SubscribeSuccess);
  expect(stream.state()).toBe('live');
  expect(log).toContain('Trade events: a listener failed: reconcile failed');
  await stream.close();
});

test('close() cancels the call and every timer; nothing is reported after it', async () => {
  const s = setUp();
  await settle();
  s.latest().send(EVENT_TYPE.SubscribeSuccess);
  await s.stream.close();
  expect(s.latest().cancelled).toBe(true);
  expect(s.stream.state()).toBe('down');
  expect(s.clock.runNext()).toBe(false);
  s.latest().end();
  expect(s.downs).toEqual([]);

  // Closed while the account list is being read: no call is opened after it answers.
  let answer: (accounts: string[]) => void = () => undefined;
  const pending = setUp({ accounts: () => new Promise((resolve) => (answer = resolve)) });
  await pending.stream.close();
  answer(['A1']);
  await settle();
  expect(pending.calls).toHaveLength(0);
  expect(pending.clock.runNext()).toBe(false);
});

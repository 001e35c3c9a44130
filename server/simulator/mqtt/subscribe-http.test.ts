import { expect, test } from 'vitest';
import { readError } from '../http/testing/read-response';
import { useStreamHarness } from './testing/stream-harness';

const start = useStreamHarness({ intervalMs: 60_000, extraSymbols: 450 });
const SUBSCRIBE = '/market-data/streaming/subscribe';
const UNSUBSCRIBE = '/market-data/streaming/unsubscribe';

async function connected() {
  const sim = await start();
  await sim.connect('s1');
  return sim;
}

const valid = {
  session_id: 's1',
  symbols: ['AAPL', 'MSFT'],
  category: 'US_STOCK',
  sub_types: ['QUOTE', 'SNAPSHOT', 'TICK'],
};

test('subscribe answers 200 with no body on both path generations and records the pairs', async () => {
  const sim = await connected();
  const gen3 = await sim.post(SUBSCRIBE, valid);
  expect(gen3.statusCode).toBe(200);
  expect(gen3.body).toBe('');
  const gen2 = await sim.post('/openapi/market-data/streaming/subscribe', {
    session_id: 's1',
    symbols: ['SPY'],
    category: 'US_ETF',
    sub_types: ['SNAPSHOT'],
    depth: '20',
  });
  expect(gen2.statusCode).toBe(200);
  expect(sim.stream.stats().subscriptions).toEqual({
    s1: { AAPL: ['QUOTE', 'SNAPSHOT', 'TICK'], MSFT: ['QUOTE', 'SNAPSHOT', 'TICK'], SPY: ['SNAPSHOT'] },
  });
  expect(sim.stream.stats().subscribe_calls).toBe(2);
});

test.each([
  ['no session_id', { ...valid, session_id: undefined }, 'ILLEGAL_PARAMETER', /session_id/],
  [
    'a session that is not connected',
    { ...valid, session_id: 'nobody' },
    'ILLEGAL_PARAMETER',
    /session_id \(nobody\) is not a connected streaming session/,
  ],
  ['no symbols', { ...valid, symbols: undefined }, 'ILLEGAL_PARAMETER', /symbols/],
  [
    '101 symbols',
    { ...valid, symbols: Array.from({ length: 101 }, (_, k) => `T${String(k).padStart(3, '0')}`) },
    'TOO_MANY_SYMBOLS',
    /101/,
  ],
  ['an unknown category', { ...valid, category: 'HK_STOCK' }, 'UNSUPPORTED_CATEGORY', /HK_STOCK/],
  ['an unknown sub_type', { ...valid, sub_types: ['QUOTE', 'BASIC_QUOTE'] }, 'UNSUPPORTED_SUB_TYPE', /BASIC_QUOTE/],
  ['empty sub_types', { ...valid, sub_types: [] }, 'ILLEGAL_PARAMETER', /sub_types/],
  ['an unknown symbol', { ...valid, symbols: ['AAPL', 'NOPE'] }, 'INVALID_SYMBOL', /NOPE/],
  ['a symbol of the other category', { ...valid, symbols: ['SPY'] }, 'INVALID_SYMBOL', /SPY/],
  ['depth 0', { ...valid, depth: 0 }, 'ILLEGAL_PARAMETER', /depth must be between 1 and 50/],
  ['depth 51', { ...valid, depth: '51' }, 'ILLEGAL_PARAMETER', /depth must be between 1 and 50/],
])('subscribe with %s is 400 %s and changes nothing', async (_label, body, code, message) => {
  const sim = await connected();
  const response = await sim.post(SUBSCRIBE, body);
  expect(response.statusCode).toBe(400);
  const error = readError(response);
  expect(error.error_code).toBe(code);
  expect(error.message).toMatch(message);
  expect(sim.stream.stats().subscriptions).toEqual({});
});

test('the topic quota is 1200 symbol-type pairs per session; past it TOO_MANY_SUBSCRIPTION, and unsubscribing frees it', async () => {
  const sim = await connected();
  const batch = (k: number) => Array.from({ length: 100 }, (_, i) => `T${String(k * 100 + i).padStart(3, '0')}`);
  const all = ['QUOTE', 'SNAPSHOT', 'TICK'];
  for (let k = 0; k < 4; k += 1)
    expect((await sim.post(SUBSCRIBE, { ...valid, symbols: batch(k), sub_types: all })).statusCode).toBe(200);
  const over = await sim.post(SUBSCRIBE, { ...valid, symbols: ['AAPL'], sub_types: ['TICK'] });
  expect(over.statusCode).toBe(400);
  expect(readError(over).error_code).toBe('TOO_MANY_SUBSCRIPTION');
  // Re-subscribing pairs already held adds nothing, so it stays within the quota.
  expect((await sim.post(SUBSCRIBE, { ...valid, symbols: batch(0), sub_types: all })).statusCode).toBe(200);
  expect(
    (
      await sim.post(UNSUBSCRIBE, {
        session_id: 's1',
        symbols: batch(0).slice(0, 1),
        category: 'US_STOCK',
        sub_types: ['TICK'],
      })
    ).statusCode,
  ).toBe(200);
  expect((await sim.post(SUBSCRIBE, { ...valid, symbols: ['AAPL'], sub_types: ['TICK'] })).statusCode).toBe(200);
});

test('unsubscribe removes the named pairs, unsubscribe_all the rest; at most one unsubscribe per second', async () => {
  const sim = await connected();
  await sim.post(SUBSCRIBE, valid);
  const some = await sim.post(UNSUBSCRIBE, {
    session_id: 's1',
    symbols: ['AAPL'],
    category: 'US_STOCK',
    sub_types: ['QUOTE', 'TICK'],
  });
  expect(some.statusCode).toBe(200);
  expect(some.body).toBe('');
  expect(sim.stream.stats().subscriptions).toEqual({ s1: { AAPL: ['SNAPSHOT'], MSFT: ['QUOTE', 'SNAPSHOT', 'TICK'] } });
  const tooSoon = await sim.post(UNSUBSCRIBE, { session_id: 's1', unsubscribe_all: true });
  expect(tooSoon.statusCode).toBe(429);
  expect(readError(tooSoon).error_code).toBe('TOO_MANY_REQUESTS');
  sim.advanceWall(1000);
  expect(
    (await sim.post('/openapi/market-data/streaming/unsubscribe', { session_id: 's1', unsubscribe_all: true }))
      .statusCode,
  ).toBe(200);
  expect(sim.stream.stats().subscriptions).toEqual({});
  expect(sim.stream.stats().unsubscribe_calls).toBe(2);
});

test('unsubscribe validates like subscribe: unknown session, sub_types, symbols', async () => {
  const sim = await connected();
  const cases: [unknown, string][] = [
    [{ session_id: 'nobody', unsubscribe_all: true }, 'ILLEGAL_PARAMETER'],
    [{ session_id: 's1', symbols: ['AAPL'], category: 'US_STOCK', sub_types: ['DEPTH'] }, 'UNSUPPORTED_SUB_TYPE'],
    [{ session_id: 's1', symbols: ['ZZZZ'], category: 'US_STOCK', sub_types: ['TICK'] }, 'INVALID_SYMBOL'],
    [{ session_id: 's1', unsubscribe_all: 'maybe' }, 'ILLEGAL_PARAMETER'],
  ];
  for (const [body, code] of cases) {
    sim.advanceWall(1000);
    const response = await sim.post(UNSUBSCRIBE, body);
    expect(response.statusCode).toBe(400);
    expect(readError(response).error_code).toBe(code);
  }
});

test('streaming calls have their own 600 per 60 s group, apart from market data', async () => {
  const sim = await connected();
  for (let k = 0; k < 600; k += 1) expect((await sim.post(SUBSCRIBE, valid)).statusCode).toBe(200);
  const limited = await sim.post(SUBSCRIBE, valid);
  expect(limited.statusCode).toBe(429);
  const snapshot = await sim.get('/market-data/stocks/snapshots/list', [
    ['symbols', 'AAPL'],
    ['category', 'US_STOCK'],
  ]);
  expect(snapshot.statusCode).toBe(200);
});

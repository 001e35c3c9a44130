import { expect, test } from 'vitest';
import { useTestSimulator, type SignedCall, type TestSimulator } from './testing/test-simulator';
import { readError } from './testing/read-response';

const snapshot: SignedCall = {
  path: '/market-data/stocks/snapshots/list',
  query: [
    ['symbols', 'AAPL'],
    ['category', 'US_STOCK'],
  ],
};
const startSimulator = useTestSimulator();
function start(marketDataLimit?: { limit: number; windowMs: number }): TestSimulator {
  return startSimulator(marketDataLimit === undefined ? {} : { marketDataLimit });
}

async function statuses(s: TestSimulator, calls: number, request: SignedCall, stepMs = 0): Promise<number[]> {
  const result: number[] = [];
  for (let k = 0; k < calls; k += 1) {
    result.push((await s.call(request)).statusCode);
    s.advance(stepMs);
  }
  return result;
}

test('60 market-data requests in a minute pass and the 61st gets 429 without Retry-After', async () => {
  const s = start();
  expect(await statuses(s, 60, snapshot, 500)).toEqual(Array<number>(60).fill(200));
  const over = await s.call(snapshot);
  expect(over.statusCode).toBe(429);
  expect(readError(over).error_code).toBe('TOO_MANY_REQUESTS');
  expect(over.headers['retry-after']).toBeUndefined();
});

test('once the window slides past the oldest request, requests pass again', async () => {
  const s = start();
  await statuses(s, 60, snapshot, 500); // t = 0 .. 29.5 s, clock now at 30 s
  expect((await s.call(snapshot)).statusCode).toBe(429);
  s.advance(29_999); // 59.999 s: the request at 0 is still inside the window
  expect((await s.call(snapshot)).statusCode).toBe(429);
  s.advance(1); // 60 s: the request at 0 has left
  expect((await s.call(snapshot)).statusCode).toBe(200);
  expect((await s.call(snapshot)).statusCode).toBe(429);
});

test('refused requests do not count in the window', async () => {
  const s = start({ limit: 2, windowMs: 10_000 });
  await statuses(s, 2, snapshot);
  expect(await statuses(s, 20, snapshot, 100)).toEqual(Array<number>(20).fill(429));
  s.advance(8_000); // 10 s after the two accepted requests
  expect(await statuses(s, 2, snapshot)).toEqual([200, 200]);
});

test('every market-data endpoint shares the one group; instruments have their own', async () => {
  const s = start({ limit: 3, windowMs: 60_000 });
  await s.call(snapshot);
  await s.call({
    path: '/market-data/stocks/ticks/list',
    query: [
      ['symbol', 'AAPL'],
      ['category', 'US_STOCK'],
    ],
  });
  await s.call({
    method: 'POST',
    path: '/openapi/market-data/stock/batch-bars',
    body: '{"symbols":["AAPL"],"category":"US_STOCK","timespan":"D"}',
  });
  expect(
    (
      await s.call({
        path: '/market-data/stocks/depths/list',
        query: [
          ['symbol', 'AAPL'],
          ['category', 'US_STOCK'],
        ],
      })
    ).statusCode,
  ).toBe(429);
  expect(
    (await s.call({ path: '/trading/instruments/stocks/profiles/list', query: [['category', 'US_STOCK']] })).statusCode,
  ).toBe(200);
});

test('balance and positions share 2 requests per 2 s; the account list allows 10 per 30 s', async () => {
  const s = start();
  const account = [['account_id', 'SIMCASH00PAPER000000000002']] as [string, string][];
  expect((await s.call({ path: '/trading/assets/balances/get', query: account })).statusCode).toBe(200);
  expect((await s.call({ path: '/openapi/assets/positions', query: account })).statusCode).toBe(200);
  expect((await s.call({ path: '/trading/assets/positions/list', query: account })).statusCode).toBe(429);
  s.advance(2_000);
  expect((await s.call({ path: '/trading/assets/positions/list', query: account })).statusCode).toBe(200);
  expect(await statuses(s, 11, { path: '/trading/accounts/list' })).toEqual([...Array<number>(10).fill(200), 429]);
});

test('the config call is not limited and unauthenticated requests do not count', async () => {
  const s = start({ limit: 1, windowMs: 60_000 });
  expect(await statuses(s, 30, { path: '/openapi/config' })).toEqual(Array<number>(30).fill(200));
  expect((await s.call({ ...snapshot, secret: 'wrong' })).statusCode).toBe(401);
  expect((await s.call(snapshot)).statusCode).toBe(200);
});

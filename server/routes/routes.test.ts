import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { sessionInfoSchema } from '@contracts/session';
import {
  UnknownSymbolError,
  UpstreamBusyError,
  UpstreamHttpError,
  UpstreamTransportError,
} from '../upstream/client/upstream-errors';
import { fakeBroker, loggedInApp } from './testing/fake-broker';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function get(url: string, broker = fakeBroker()) {
  const session = await loggedInApp(broker);
  app = session.app;
  const response = await session.app.inject({ method: 'GET', url, headers: session.headers });
  const json: unknown = response.json();
  return { response, json, error: apiErrorSchema.safeParse(json).data?.error };
}

test('session info says paper mode, whose session it is, and when this browser session ends', async () => {
  const before = Date.now();
  const { json } = await get('/api/session');
  const { lifetime, ...info } = sessionInfoSchema.parse(json);
  expect(info).toEqual({ mode: 'paper', region: 'simulator', pathGeneration: 'v3', user: 'key-test' });
  // The default lifetimes: 12 h without activity, 7 days at most from the login.
  expect(lifetime?.idle_timeout_ms).toBe(12 * 3_600_000);
  expect(lifetime?.ends_at).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
  expect(lifetime?.ends_at).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
});

test('accounts, search, snapshots, bars, depth and ticks answer in their contract shapes', async () => {
  expect((await get('/api/accounts')).json).toEqual([{ account_id: 'ACC1', account_type: 'MARGIN' }]);
  expect((await get('/api/instruments/search?q=app')).response.statusCode).toBe(200);
  expect((await get('/api/snapshots?symbols=aapl,msft')).json).toMatchObject([{ symbol: 'AAPL' }, { symbol: 'MSFT' }]);
  expect((await get('/api/bars?symbol=AAPL&timespan=D')).json).toMatchObject({ symbol: 'AAPL', timespan: 'D' });
  expect((await get('/api/depth?symbol=AAPL')).json).toMatchObject({ symbol: 'AAPL', asks: [{ price: '1.01' }] });
  expect((await get('/api/ticks?symbol=AAPL&count=5')).json).toMatchObject({ symbol: 'AAPL', ticks: [{ side: 'B' }] });
});

test('bars are asked with the default count of 200 when none is given', async () => {
  let asked = 0;
  await get(
    '/api/bars?symbol=AAPL&timespan=M5',
    fakeBroker({
      getBars: (r) => {
        asked = r.count;
        return Promise.resolve({ symbol: r.symbol, timespan: r.timespan, bars: [] });
      },
    }),
  );
  expect(asked).toBe(200);
});

test.each([
  ['/api/snapshots?symbols=', 'symbols'],
  ['/api/snapshots?symbols=AAPL,not a symbol!', 'symbols'],
  ['/api/bars?symbol=AAPL&timespan=S5', 'timespan'],
  ['/api/bars?symbol=AAPL&timespan=D&count=0', 'count'],
  ['/api/bars?symbol=AAPL&timespan=D&count=1201', 'count'],
  ['/api/bars?symbol=$$$&timespan=D', 'symbol'],
  ['/api/depth?symbol=AAPL&depth=51', 'depth'],
  ['/api/ticks?symbol=AAPL&count=abc', 'count'],
  ['/api/instruments/search?q=', 'q'],
])('%s is a 400 that names %s', async (url, parameter) => {
  const { response, error } = await get(url);
  expect(response.statusCode).toBe(400);
  expect(error?.code).toBe('INVALID_REQUEST');
  expect(error?.message).toMatch(new RegExp(`^${parameter}(\\.\\d+)?: `));
});

test("trades, a book and a secondary snapshot are asked with the browser's interest, so a switch away drops them while queued", async () => {
  const seen: Record<string, unknown> = {};
  const broker = fakeBroker();
  const recording = fakeBroker({
    getTicks: (symbol, count, signal) => {
      seen.ticks = signal;
      return broker.getTicks(symbol, count);
    },
    getDepth: (symbol, depth, signal) => {
      seen.depth = signal;
      return broker.getDepth(symbol, depth);
    },
    getSnapshots: (symbols, options) => {
      seen.snapshots = options;
      return broker.getSnapshots(symbols);
    },
  });
  const session = await loggedInApp(recording);
  app = session.app;
  for (const url of [
    '/api/ticks?symbol=AAPL',
    '/api/depth?symbol=AAPL',
    '/api/snapshots?symbols=AAPL&priority=secondary',
  ])
    expect((await session.app.inject({ method: 'GET', url, headers: session.headers })).statusCode).toBe(200);
  expect(seen.ticks).toBeInstanceOf(AbortSignal);
  expect(seen.depth).toBeInstanceOf(AbortSignal);
  const snapshotOptions = z.object({ priority: z.literal('secondary'), signal: z.instanceof(AbortSignal) });
  expect(snapshotOptions.safeParse(seen.snapshots).success).toBe(true);
});

test('an unknown symbol is a 404 with a message naming it', async () => {
  const { response, error } = await get(
    '/api/snapshots?symbols=ZZZZ',
    fakeBroker({ getSnapshots: () => Promise.reject(new UnknownSymbolError(['ZZZZ'])) }),
  );
  expect(response.statusCode).toBe(404);
  expect(error).toEqual({ code: 'UNKNOWN_SYMBOL', message: 'Unknown symbol ZZZZ' });
});

test('an exhausted budget is a 503 with Retry-After', async () => {
  const { response, error } = await get(
    '/api/bars?symbol=AAPL&timespan=D',
    fakeBroker({ getBars: () => Promise.reject(new UpstreamBusyError(12, 'busy')) }),
  );
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('12');
  expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 12 });
});

test('upstream failures become a 502 with a human message and no internals', async () => {
  const down = await get(
    '/api/accounts',
    fakeBroker({
      listAccounts: () => Promise.reject(new UpstreamTransportError('connect ECONNREFUSED 127.0.0.1:9001')),
    }),
  );
  expect(down.response.statusCode).toBe(502);
  expect(down.error?.message).not.toContain('ECONNREFUSED');
  const refused = await get(
    '/api/accounts',
    fakeBroker({
      listAccounts: () => Promise.reject(new UpstreamHttpError(401, 'UNAUTHORIZED', 'bad sig', 'rid-9', null)),
    }),
  );
  expect(refused.response.statusCode).toBe(502);
  expect(refused.error?.message).toContain('rid-9');
});

test('an unexpected failure is a 500 without a stack trace', async () => {
  const { response, error } = await get(
    '/api/ticks?symbol=AAPL',
    fakeBroker({ getTicks: () => Promise.reject(new Error('secret internal detail')) }),
  );
  expect(response.statusCode).toBe(500);
  expect(response.body).not.toContain('secret internal detail');
  expect(response.body).not.toContain('at ');
  expect(error?.code).toBe('INTERNAL');
});

test('an unknown API path is a JSON 404', async () => {
  const { response, error } = await get('/api/nope');
  expect(response.statusCode).toBe(404);
  expect(error?.code).toBe('NOT_FOUND');
});

test('an answer outside the contract is a 502 whose details stay out of the browser', async () => {
  const broken = fakeBroker({
    getDepth: (symbol) =>
      Promise.resolve({ symbol, quote_time: 1, asks: [{ price: 'not-a-price', size: '1' }], bids: [] }),
  });
  const { response, error } = await get('/api/depth?symbol=AAPL', broken);
  expect(response.statusCode).toBe(502);
  expect(error).toEqual({ code: 'UPSTREAM_ERROR', message: 'The broker sent data the dashboard cannot show.' });
  expect(response.body).not.toContain('not-a-price');
});

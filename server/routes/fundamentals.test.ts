import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import type { FundamentalOperation, FundamentalsQuery } from '@contracts/fundamentals';
import type { Broker } from '../upstream/broker';
import { FundamentalKindError } from '../upstream/research/fundamentals-service';
import { UnknownSymbolError, UpstreamHttpError } from '../upstream/client/upstream-errors';
import { fakeBroker, loggedInApp } from './testing/fake-broker';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function get(url: string, broker: Broker = fakeBroker()) {
  const session = await loggedInApp(broker);
  app = session.app;
  const response = await session.app.inject({ method: 'GET', url, headers: session.headers });
  return {
    status: response.statusCode,
    json: response.json<unknown>(),
    error: apiErrorSchema.safeParse(response.json()).data?.error,
  };
}

/** A broker whose fundamentals record what they were asked and answer with `data`. */
function recording(data: unknown, calls: [FundamentalOperation, FundamentalsQuery][] = []) {
  const base = fakeBroker();
  const broker: Broker = {
    ...base,
    fundamentals: {
      ...base.fundamentals,
      get: (operation, query) => {
        calls.push([operation, query]);
        return Promise.resolve({ symbol: query.symbol, fetched_at: 5, data });
      },
    },
  };
  return { broker, calls };
}

test('an operation answers { symbol, fetched_at, data } with the extras passed through', async () => {
  const { broker, calls } = recording([
    { fiscal_year: 2026, fiscal_period: 3, end_date: '2026-09-30', net_income: '100', diluted_eps_incl_extra: '1.18' },
  ]);
  const { status, json } = await get('/api/fundamentals/income?symbol=aapl&type=ANNUAL&count=8', broker);
  expect(status).toBe(200);
  expect(json).toMatchObject({ symbol: 'AAPL', fetched_at: 5, data: [{ diluted_eps_incl_extra: '1.18' }] });
  expect(calls).toEqual([['income', { symbol: 'AAPL', type: 'ANNUAL', count: 8 }]]);
});

const refused: [string, string, string][] = [
  ['an unknown operation', '/api/fundamentals/price-target?symbol=AAPL', 'operation'],
  ['no symbol', '/api/fundamentals/company-profile', 'symbol'],
  ['a malformed symbol', '/api/fundamentals/company-profile?symbol=AAPL;DROP', 'symbol'],
  ['a statement type MONTHLY', '/api/fundamentals/income?symbol=AAPL&type=MONTHLY', 'type'],
  ['a count of 0', '/api/fundamentals/balance-sheet?symbol=AAPL&count=0', 'count'],
  ['a count of 21', '/api/fundamentals/cash-flow?symbol=AAPL&count=21', 'count'],
  [
    'a capital-flow count of 6 (its maximum is 5)',
    '/api/fundamentals/capital-flow?symbol=AAPL&count=6',
    'count: at most 5',
  ],
  [
    'type on an operation without it',
    '/api/fundamentals/company-profile?symbol=AAPL&type=ANNUAL',
    'type: not a parameter of company-profile',
  ],
  ['an unknown sort_by', '/api/fundamentals/industry-comparison?symbol=AAPL&sort_by=MARKET_CAP', 'sort_by'],
  ['a last_date that is no date', '/api/fundamentals/fund-net-value?symbol=SPY&last_date=yesterday', 'last_date'],
  ['an unknown parameter', '/api/fundamentals/company-profile?symbol=AAPL&lang=en', 'lang'],
  [
    'a pagination_key on an operation without pages',
    '/api/fundamentals/fund-holdings?symbol=SPY&pagination_key=abc',
    'pagination_key: not a parameter of fund-holdings',
  ],
  ['an empty pagination_key', '/api/fundamentals/fund-dividends?symbol=SPY&pagination_key=', 'pagination_key'],
  [
    'an over-long pagination_key',
    `/api/fundamentals/fund-dividends?symbol=SPY&pagination_key=${'k'.repeat(201)}`,
    'pagination_key',
  ],
  ['a summary without symbols', '/api/fundamentals-summary?symbols=', 'symbols'],
  [
    'a summary of 51 symbols',
    `/api/fundamentals-summary?symbols=${Array.from({ length: 51 }, (_, k) => `S${String(k)}`).join(',')}`,
    'symbols',
  ],
];

test.each(refused)('%s is a 400 naming the parameter, and nothing is asked upstream', async (_name, url, named) => {
  const { broker, calls } = recording({});
  const { status, error } = await get(url, broker);
  expect(status).toBe(400);
  expect(error?.code).toBe('INVALID_REQUEST');
  expect(error?.message).toContain(named);
  expect(calls).toEqual([]);
});

test('an unknown symbol is a 404', async () => {
  const base = fakeBroker();
  const broker: Broker = {
    ...base,
    fundamentals: { ...base.fundamentals, get: () => Promise.reject(new UnknownSymbolError(['ZZZZ'])) },
  };
  const { status, error } = await get('/api/fundamentals/company-profile?symbol=ZZZZ', broker);
  expect(status).toBe(404);
  expect(error).toMatchObject({ code: 'UNKNOWN_SYMBOL' });
});

test('a stock operation for an ETF is a 400 that says to use the fund tabs', async () => {
  const base = fakeBroker();
  const broker: Broker = {
    ...base,
    fundamentals: {
      ...base.fundamentals,
      get: () => Promise.reject(new FundamentalKindError('SPY', 'income', 'US_ETF')),
    },
  };
  const { status, error } = await get('/api/fundamentals/income?symbol=SPY', broker);
  expect(status).toBe(400);
  expect(error?.code).toBe('UNSUPPORTED_CATEGORY');
  expect(error?.message).toContain('SPY is an ETF');
});

test('an upstream refusal reaches the browser as an error, not as data', async () => {
  const base = fakeBroker();
  const broker: Broker = {
    ...base,
    fundamentals: {
      ...base.fundamentals,
      get: () =>
        Promise.reject(
          new UpstreamHttpError(400, 'ILLEGAL_PARAMETER', 'Parameter count must be between 1 and 20.', 'r1', null),
        ),
    },
  };
  const { status, error } = await get('/api/fundamentals/income?symbol=AAPL', broker);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(error?.message).toContain('ILLEGAL_PARAMETER');
});

test('data that breaks the contract is a 502, never passed on', async () => {
  const { broker } = recording([{ fiscal_year: 'last year' }]);
  const { status, error } = await get('/api/fundamentals/income?symbol=AAPL', broker);
  expect(status).toBe(502);
  expect(error?.code).toBe('UPSTREAM_ERROR');
});

test('the summary answers one row per symbol', async () => {
  const { status, json } = await get('/api/fundamentals-summary?symbols=aapl,spy');
  expect(status).toBe(200);
  expect(json).toMatchObject([{ symbol: 'AAPL' }, { symbol: 'SPY' }]);
});

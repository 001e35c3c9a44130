import { expect, test } from 'vitest';
import { z } from 'zod';
import { createMarket } from '../market/market';
import { FUNDAMENTAL_OPERATIONS } from './fundamentals-operations';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, type SignedCall } from './testing/test-simulator';

const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
/** The e2e market time: Wednesday 2026-11-18 15:30 UTC, regular session. */
const AT = Date.UTC(2026, 10, 18, 15, 30);

function start() {
  const sim = startSimulator({ market, marketDataLimit: { limit: 1000, windowMs: 60_000 } });
  sim.marketClock.pin(AT);
  return sim;
}

const isFund = (id: string) => id.startsWith('fundamentals.fund-');
const target = (id: string): [string, string][] =>
  isFund(id)
    ? [
        ['symbol', 'SPY'],
        ['category', 'US_ETF'],
      ]
    : [
        ['symbol', 'AAPL'],
        ['category', 'US_STOCK'],
      ];

test('all 23 fundamentals operations answer on both path generations with the same body', async () => {
  const sim = start();
  expect(FUNDAMENTAL_OPERATIONS).toHaveLength(23);
  for (const op of FUNDAMENTAL_OPERATIONS) {
    expect(op.method).toBe('GET');
    expect(op.group).toBe('market-data');
    const gen3 = await sim.call({ path: op.gen3 ?? '', query: target(op.id) });
    const gen2 = await sim.call({ path: op.gen2 ?? '', query: target(op.id) });
    expect([op.id, gen3.statusCode]).toEqual([op.id, 200]);
    expect([op.id, gen2.statusCode]).toEqual([op.id, 200]);
    if (op.id !== 'fundamentals.fund-dividends') expect(gen2.body).toBe(gen3.body);
    expect(gen3.body.length).toBeGreaterThan(2);
  }
});

test('fund operations also accept an ETF asked for as US_STOCK, as the SDK asks for QQQ', async () => {
  const sim = start();
  const res = await sim.call({
    path: '/market-data/fundamentals/fund-brief/get',
    query: [
      ['symbol', 'QQQ'],
      ['category', 'US_STOCK'],
    ],
  });
  expect(readBody(res, z.object({ name: z.string() })).name).toBe('Invesco QQQ Trust, Series 1');
});

const PROFILE = '/market-data/fundamentals/company-profiles/get';
const INCOME = '/market-data/fundamentals/income-statements/get';
const aapl: [string, string][] = [
  ['symbol', 'AAPL'],
  ['category', 'US_STOCK'],
];
const spy: [string, string][] = [
  ['symbol', 'SPY'],
  ['category', 'US_ETF'],
];

const cases: [string, SignedCall, number, string, string][] = [
  [
    'no symbol',
    { path: PROFILE, query: [['category', 'US_STOCK']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter symbol is required.',
  ],
  [
    'no category',
    { path: PROFILE, query: [['symbol', 'AAPL']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter category is required.',
  ],
  [
    'an HK category',
    {
      path: PROFILE,
      query: [
        ['symbol', 'AAPL'],
        ['category', 'HK_STOCK'],
      ],
    },
    400,
    'UNSUPPORTED_CATEGORY',
    'HK_STOCK',
  ],
  [
    'a stock operation asked as US_ETF',
    {
      path: PROFILE,
      query: [
        ['symbol', 'AAPL'],
        ['category', 'US_ETF'],
      ],
    },
    400,
    'UNSUPPORTED_CATEGORY',
    'use US_STOCK',
  ],
  [
    'an unknown symbol',
    {
      path: '/openapi/instrument/company/profile',
      query: [
        ['symbol', 'ZZZZ'],
        ['category', 'US_STOCK'],
      ],
    },
    400,
    'INVALID_SYMBOL',
    'ZZZZ',
  ],
  [
    'two symbols',
    {
      path: PROFILE,
      query: [
        ['symbol', 'AAPL,MSFT'],
        ['category', 'US_STOCK'],
      ],
    },
    400,
    'TOO_MANY_SYMBOLS',
    '2',
  ],
  [
    'a stock operation on an ETF',
    {
      path: '/market-data/fundamentals/analysis/ratings/get',
      query: [
        ['symbol', 'SPY'],
        ['category', 'US_STOCK'],
      ],
    },
    400,
    'UNSUPPORTED_CATEGORY',
    'SPY is an ETF',
  ],
  [
    'a fund operation on a stock',
    { path: '/openapi/fundamentals/fund/holdings', query: aapl },
    400,
    'UNSUPPORTED_CATEGORY',
    'AAPL is not a fund',
  ],
  [
    'a statement type MONTHLY',
    { path: INCOME, query: [...aapl, ['type', 'MONTHLY']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter type must be ANNUAL or QUARTERLY.',
  ],
  [
    'a statement count 0',
    { path: INCOME, query: [...aapl, ['count', '0']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter count must be between 1 and 20.',
  ],
  [
    'a statement count 21',
    { path: '/openapi/fundamentals/financial/balance-sheet', query: [...aapl, ['count', '21']] },
    400,
    'ILLEGAL_PARAMETER',
    'count',
  ],
  [
    'an indicators count that is not a number',
    { path: '/market-data/fundamentals/indicators/get', query: [...aapl, ['count', 'five']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter count must be an integer.',
  ],
  [
    'a cash-flow type in lower case',
    { path: '/market-data/fundamentals/cash-flows/get', query: [...aapl, ['type', 'annual']] },
    400,
    'ILLEGAL_PARAMETER',
    'type',
  ],
  [
    'a capital-flow count 6',
    { path: '/market-data/fundamentals/capital-flows/get', query: [...aapl, ['count', '6']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter count must be between 1 and 5.',
  ],
  [
    'an unknown sort_by',
    { path: '/market-data/fundamentals/industry-comparisons/get', query: [...aapl, ['sort_by', 'MARKET_CAP']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter sort_by must be one of EPS_TTM',
  ],
  [
    'a net-value count 21',
    { path: '/market-data/fundamentals/fund-net-values/get', query: [...spy, ['count', '21']] },
    400,
    'ILLEGAL_PARAMETER',
    'count',
  ],
  [
    'a net-value last_date that is no date',
    { path: '/openapi/fundamentals/fund/net-value', query: [...spy, ['last_date', '2026-02-30']] },
    400,
    'ILLEGAL_PARAMETER',
    'Parameter last_date must be a date YYYY-MM-DD.',
  ],
  [
    'a forged pagination_key',
    { path: '/market-data/fundamentals/fund-dividends/get', query: [...spy, ['pagination_key', 'page-2']] },
    400,
    'ILLEGAL_PARAMETER',
    'pagination_key',
  ],
  [
    'a gen-2 dividends page_size 21',
    { path: '/openapi/fundamentals/fund/dividends', query: [...spy, ['page_size', '21']] },
    400,
    'ILLEGAL_PARAMETER',
    'page_size',
  ],
  [
    'a gen-2 dividends page_index 0',
    { path: '/openapi/fundamentals/fund/dividends', query: [...spy, ['page_index', '0']] },
    400,
    'ILLEGAL_PARAMETER',
    'page_index',
  ],
];

test.each(cases)('%s is refused with the documented error', async (_name, call, status, code, message) => {
  const sim = start();
  const res = await sim.call(call);
  expect(res.statusCode).toBe(status);
  const error = readError(res);
  expect(error.error_code).toBe(code);
  expect(error.message).toContain(message);
});

test('fundamentals share the market-data budget: refused for parameters still counts, then 429', async () => {
  const sim = startSimulator({ market, marketDataLimit: { limit: 2, windowMs: 60_000 } });
  expect((await sim.call({ path: PROFILE, query: aapl })).statusCode).toBe(200);
  expect((await sim.call({ path: INCOME, query: [...aapl, ['count', '99']] })).statusCode).toBe(400);
  const limited = await sim.call({
    path: '/market-data/stocks/snapshots/list',
    query: [
      ['symbols', 'AAPL'],
      ['category', 'US_STOCK'],
    ],
  });
  expect(limited.statusCode).toBe(429);
  expect(readError(limited).error_code).toBe('TOO_MANY_REQUESTS');
});

import { expect, test } from 'vitest';
import { z } from 'zod';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, type SignedCall } from './testing/test-simulator';

const startSimulator = useTestSimulator();
const GL = '/market-data/screeners/gainers-losers/list';
const SECTORS = '/market-data/screeners/market-sectors/list';
const DETAIL = '/market-data/screeners/market-sectors/get';
const stock: [string, string] = ['category', 'US_STOCK'];
const key = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

const cases: [string, SignedCall, string, string][] = [
  [
    'gainers without category',
    { path: GL, query: [['rank_type', 'DAY_1']] },
    'ILLEGAL_PARAMETER',
    'Parameter category is required.',
  ],
  ['gainers of ETFs', { path: GL, query: [['category', 'US_ETF']] }, 'UNSUPPORTED_CATEGORY', 'US_ETF'],
  [
    'gainers with an unknown rank_type',
    { path: GL, query: [stock, ['rank_type', 'DAY_2']] },
    'ILLEGAL_PARAMETER',
    'Parameter rank_type must be one of PRE_MARKET',
  ],
  [
    'gainers sorted by YIELD',
    { path: GL, query: [stock, ['sort_by', 'YIELD']] },
    'ILLEGAL_PARAMETER',
    'Parameter sort_by must be one of',
  ],
  [
    'gainers in a lower-case direction',
    { path: GL, query: [stock, ['direction', 'desc']] },
    'ILLEGAL_PARAMETER',
    'Parameter direction must be one of ASC, DESC.',
  ],
  [
    'gen-2 gainers page_size 0',
    { path: '/openapi/market-data/screener/gainers-losers', query: [stock, ['page_size', '0']] },
    'ILLEGAL_PARAMETER',
    'page_size',
  ],
  [
    'gen-2 gainers page_index x',
    { path: '/openapi/market-data/screener/gainers-losers', query: [stock, ['page_index', 'x']] },
    'ILLEGAL_PARAMETER',
    'Parameter page_index must be an integer.',
  ],
  [
    'top active by PRICE',
    { path: '/market-data/screeners/top-actives/list', query: [stock, ['rank_type', 'PRICE']] },
    'ILLEGAL_PARAMETER',
    'rank_type',
  ],
  [
    "gen-3 sectors over M01 (the SDKs' gen-2 spelling)",
    { path: SECTORS, query: [stock, ['period', 'M01']] },
    'ILLEGAL_PARAMETER',
    'Parameter period must be one of D1, D5, MO1, MO3.',
  ],
  ['sectors by TURNOVER', { path: SECTORS, query: [stock, ['agg_type', 'TURNOVER']] }, 'ILLEGAL_PARAMETER', 'agg_type'],
  [
    'sectors with a forged key',
    { path: SECTORS, query: [stock, ['pagination_key', 'garbage']] },
    'ILLEGAL_PARAMETER',
    'Parameter pagination_key is not a key this list gave.',
  ],
  [
    "sectors with another ordering's key",
    { path: SECTORS, query: [stock, ['pagination_key', key('sectors:VOLUME:D1:ASC|10')]] },
    'ILLEGAL_PARAMETER',
    'pagination_key',
  ],
  [
    'sectors with a key past the end',
    { path: SECTORS, query: [stock, ['pagination_key', key('sectors:MARKET_VALUE:D1:ASC|900')]] },
    'ILLEGAL_PARAMETER',
    'Parameter pagination_key points past the end of the list.',
  ],
  [
    'sector detail without sector_id',
    { path: DETAIL, query: [stock] },
    'ILLEGAL_PARAMETER',
    'Parameter sector_id is required.',
  ],
  [
    'sector detail of an unknown sector',
    { path: DETAIL, query: [stock, ['sector_id', 'nope']] },
    'ILLEGAL_PARAMETER',
    'Parameter sector_id names no sector (nope).',
  ],
  [
    'sector detail by CHANGE_RATIO_52W',
    { path: DETAIL, query: [stock, ['sector_id', 'test'], ['sort_by', 'CHANGE_RATIO_52W']] },
    'ILLEGAL_PARAMETER',
    'sort_by',
  ],
  [
    'high dividend of HK stocks',
    { path: '/market-data/screeners/high-dividend-ranks/list', query: [['category', 'HK_STOCK']] },
    'UNSUPPORTED_CATEGORY',
    'HK_STOCK',
  ],
  [
    '52-week with an unknown rank_type',
    { path: '/openapi/market-data/screener/52whl', query: [stock, ['rank_type', 'ALL_TIME_HIGH']] },
    'ILLEGAL_PARAMETER',
    'Parameter rank_type must be one of NEW_HIGH, NEAR_HIGH, NEW_LOW, NEAR_LOW.',
  ],
];

for (const [name, request, code, message] of cases) {
  test(`${name} gets 400 ${code}`, async () => {
    const sim = startSimulator({ marketDataLimit: { limit: 1000, windowMs: 60_000 } });
    const response = await sim.call(request);
    expect(response.statusCode).toBe(400);
    const error = readError(response);
    expect(error.error_code).toBe(code);
    expect(error.message).toContain(message);
  });
}

test('a sector of 152 stocks comes in pages of twenty chained by pagination_key', async () => {
  const sim = startSimulator({ marketDataLimit: { limit: 1000, windowMs: 60_000 } });
  const page = z.object({
    id: z.string(),
    data: z.array(z.object({ symbol: z.string() })),
    pagination_key: z.string().optional(),
  });
  const symbols: string[] = [];
  let next: string | undefined;
  let pages = 0;
  do {
    const query: [string, string][] = [
      stock,
      ['sector_id', 'test'],
      ['sort_by', 'VOLUME'],
      ...(next === undefined ? [] : [['pagination_key', next] as [string, string]]),
    ];
    const body = readBody(await sim.call({ path: DETAIL, query }), page);
    expect(body.data.length).toBe(pages < 7 ? 20 : 12);
    symbols.push(...body.data.map((d) => d.symbol));
    next = body.pagination_key;
    pages += 1;
  } while (next !== undefined);
  expect(pages).toBe(8);
  expect(new Set(symbols).size).toBe(152);
});

test('gen 2 pages the gainers with page_index and page_size over the same ranking, saying has_more', async () => {
  const sim = startSimulator({ marketDataLimit: { limit: 1000, windowMs: 60_000 } });
  const row = z.object({ symbol: z.string() });
  const page = z.object({ has_more: z.boolean(), data: z.array(row) });
  const path = '/openapi/market-data/screener/gainers-losers';
  const all = readBody(await sim.call({ path: GL, query: [stock] }), z.array(row));
  expect(all).toHaveLength(152);
  expect(readBody(await sim.call({ path, query: [stock] }), page)).toEqual({ has_more: false, data: all });
  const second = readBody(await sim.call({ path, query: [stock, ['page_index', '2'], ['page_size', '50']] }), page);
  expect(second).toEqual({ has_more: true, data: all.slice(50, 100) });
  const last = readBody(await sim.call({ path, query: [stock, ['page_index', '4'], ['page_size', '50']] }), page);
  expect(last).toEqual({ has_more: false, data: all.slice(150) });
});

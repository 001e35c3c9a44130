import { expect, test } from 'vitest';
import { useTestSimulator, type SignedCall } from './testing/test-simulator';
import { readError } from './testing/read-response';

const startSimulator = useTestSimulator();

const SNAP = '/market-data/stocks/snapshots/list';
const BARS = '/market-data/stocks/bars/list';
const stock: [string, string] = ['category', 'US_STOCK'];
const many = (n: number) => Array.from({ length: n }, (_, k) => `T${String(k).padStart(3, '0')}`);
const post = (body: string | null, extra: Partial<SignedCall> = {}): SignedCall => ({
  method: 'POST',
  path: BARS,
  body,
  ...extra,
});
const barsBody = (fields: Record<string, unknown>) =>
  JSON.stringify({ symbols: ['AAPL'], category: 'US_STOCK', timespan: 'D', ...fields });

const cases: [string, SignedCall, string, string][] = [
  ['snapshot without symbols', { path: SNAP, query: [stock] }, 'ILLEGAL_PARAMETER', 'Parameter symbols is required.'],
  [
    'snapshot without category',
    { path: SNAP, query: [['symbols', 'AAPL']] },
    'ILLEGAL_PARAMETER',
    'Parameter category is required.',
  ],
  [
    'snapshot with an empty symbol entry',
    { path: SNAP, query: [['symbols', 'AAPL,,MSFT'], stock] },
    'ILLEGAL_PARAMETER',
    'symbols',
  ],
  [
    'snapshot with a non-boolean flag',
    { path: SNAP, query: [['symbols', 'AAPL'], stock, ['extend_hour_required', 'yes']] },
    'ILLEGAL_PARAMETER',
    'extend_hour_required',
  ],
  [
    'snapshot with an HK category',
    {
      path: SNAP,
      query: [
        ['symbols', 'AAPL'],
        ['category', 'HK_STOCK'],
      ],
    },
    'UNSUPPORTED_CATEGORY',
    'HK_STOCK',
  ],
  [
    'snapshot of 101 symbols',
    { path: SNAP, query: [['symbols', many(101).join(',')], stock] },
    'TOO_MANY_SYMBOLS',
    '101',
  ],
  [
    'snapshot of an unknown symbol',
    { path: '/openapi/market-data/stock/snapshot', query: [['symbols', 'AAPL,ZZZZ,QQQQ'], stock] },
    'INVALID_SYMBOL',
    'ZZZZ, QQQQ',
  ],
  ['snapshot of an ETF as a stock', { path: SNAP, query: [['symbols', 'SPY'], stock] }, 'INVALID_SYMBOL', 'SPY'],
  [
    'depth 0',
    { path: '/market-data/stocks/depths/list', query: [['symbol', 'AAPL'], stock, ['depth', '0']] },
    'ILLEGAL_PARAMETER',
    'Parameter depth must be between 1 and 50.',
  ],
  [
    'depth 51',
    { path: '/openapi/market-data/stock/quotes', query: [['symbol', 'AAPL'], stock, ['depth', '51']] },
    'ILLEGAL_PARAMETER',
    'depth',
  ],
  [
    'depth not a number',
    { path: '/market-data/stocks/depths/list', query: [['symbol', 'AAPL'], stock, ['depth', 'ten']] },
    'ILLEGAL_PARAMETER',
    'Parameter depth must be an integer.',
  ],
  [
    'depth without symbol',
    { path: '/market-data/stocks/depths/list', query: [stock] },
    'ILLEGAL_PARAMETER',
    'Parameter symbol is required.',
  ],
  [
    'ticks count 0',
    { path: '/market-data/stocks/ticks/list', query: [['symbol', 'AAPL'], stock, ['count', '0']] },
    'ILLEGAL_PARAMETER',
    'between 1 and 1000',
  ],
  [
    'ticks count 1001',
    { path: '/openapi/market-data/stock/tick', query: [['symbol', 'AAPL'], stock, ['count', '1001']] },
    'ILLEGAL_PARAMETER',
    'count',
  ],
  [
    'ticks of an unknown symbol',
    { path: '/market-data/stocks/ticks/list', query: [['symbol', 'ZZZZ'], stock] },
    'INVALID_SYMBOL',
    'ZZZZ',
  ],
  [
    'batch bars without a body',
    post(null, { override: { 'content-type': 'application/json' } }),
    'ILLEGAL_PARAMETER',
    'Parameter body is required.',
  ],
  ['batch bars with broken JSON', post('{"symbols":'), 'ILLEGAL_PARAMETER', 'Parameter body is not valid JSON.'],
  [
    'batch bars without Content-Type',
    post(barsBody({}), { override: { 'content-type': 'text/plain' } }),
    'ILLEGAL_PARAMETER',
    'Content-Type',
  ],
  [
    'batch bars without timespan',
    post(JSON.stringify({ symbols: ['AAPL'], category: 'US_STOCK' })),
    'ILLEGAL_PARAMETER',
    'Parameter timespan is required.',
  ],
  [
    'batch bars with symbols as text',
    post(barsBody({ symbols: 'AAPL' })),
    'ILLEGAL_PARAMETER',
    'Parameter symbols is malformed.',
  ],
  ['batch bars of 21 symbols', post(barsBody({ symbols: many(21) })), 'TOO_MANY_SYMBOLS', '21'],
  ['batch bars at S5', post(barsBody({ timespan: 'S5' })), 'UNSUPPORTED_TIMESPAN', 'S5'],
  ['batch bars at an unknown timespan', post(barsBody({ timespan: 'H1' })), 'UNSUPPORTED_TIMESPAN', 'H1'],
  [
    'batch bars count 0',
    post(barsBody({ count: 0 })),
    'ILLEGAL_PARAMETER',
    'Parameter count must be between 1 and 1200.',
  ],
  ['batch bars count 1201', post(barsBody({ count: '1201' })), 'ILLEGAL_PARAMETER', 'count'],
  [
    'batch bars count not a number',
    post(barsBody({ count: 'many' })),
    'ILLEGAL_PARAMETER',
    'Parameter count must be an integer.',
  ],
  ['batch bars with a bad end_time', post(barsBody({ end_time: 'yesterday' })), 'ILLEGAL_PARAMETER', 'end_time'],
  [
    'batch bars with a bad session',
    post(barsBody({ trading_sessions: 'RTH,LUNCH' })),
    'ILLEGAL_PARAMETER',
    'trading_sessions',
  ],
  [
    'ticks with a bad session',
    { path: '/market-data/stocks/ticks/list', query: [['symbol', 'AAPL'], stock, ['trading_sessions', 'LUNCH']] },
    'ILLEGAL_PARAMETER',
    'trading_sessions',
  ],
  ['batch bars with an ETF as a stock', post(barsBody({ symbols: ['AAPL', 'SPY'] })), 'INVALID_SYMBOL', 'SPY'],
  [
    'single bars at S15',
    { path: '/openapi/market-data/stock/bars', query: [['symbol', 'AAPL'], stock, ['timespan', 'S15']] },
    'UNSUPPORTED_TIMESPAN',
    'S15',
  ],
  [
    'single bars count 1201',
    {
      path: '/openapi/market-data/stock/bars',
      query: [['symbol', 'AAPL'], stock, ['timespan', 'D'], ['count', '1201']],
    },
    'ILLEGAL_PARAMETER',
    'count',
  ],
  [
    'instruments of US_ETF',
    { path: '/trading/instruments/stocks/profiles/list', query: [['category', 'US_ETF']] },
    'UNSUPPORTED_CATEGORY',
    'US_ETF',
  ],
  [
    'instruments without category',
    { path: '/openapi/instrument/stock/list' },
    'ILLEGAL_PARAMETER',
    'Parameter category is required.',
  ],
  [
    'instruments page_size 0',
    { path: '/openapi/instrument/stock/list', query: [stock, ['page_size', '0']] },
    'ILLEGAL_PARAMETER',
    'page_size',
  ],
  [
    'instruments after an unknown instrument',
    { path: '/openapi/instrument/stock/list', query: [stock, ['last_instrument_id', 'nope']] },
    'ILLEGAL_PARAMETER',
    'last_instrument_id',
  ],
  [
    'instruments of an unknown sub_category',
    { path: '/trading/instruments/stocks/profiles/list', query: [stock, ['sub_category', 'BOND']] },
    'ILLEGAL_PARAMETER',
    'sub_category',
  ],
  [
    'instruments of an unknown status',
    { path: '/trading/instruments/stocks/profiles/list', query: [stock, ['status', 'XX']] },
    'ILLEGAL_PARAMETER',
    'status',
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

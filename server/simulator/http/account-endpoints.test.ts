import { expect, test } from 'vitest';
import { z } from 'zod';
import { fakePrice } from './testing/fake-market';
import { useTestSimulator, T0 } from './testing/test-simulator';
import { readBody, readError } from './testing/read-response';

const start = useTestSimulator();

const MARGIN = 'SIMMARGIN0PAPER000000000001';
const CASH = 'SIMCASH00PAPER000000000002';
const accountList = z.array(
  z.strictObject({
    account_id: z.string(),
    account_number: z.string(),
    account_type: z.enum(['MARGIN', 'CASH']),
    account_label: z.string(),
    account_class: z.string(),
  }),
);
const assets = z.looseObject({
  buying_power: z.string(),
  day_buying_power: z.string(),
  overnight_buying_power: z.string(),
  settled_cash: z.string(),
  net_liquidation_value: z.string(),
});
const balance = z.looseObject({
  total_cash_balance: z.string(),
  total_market_value: z.string(),
  total_net_liquidation_value: z.string(),
  account_currency_assets: z.array(assets),
});
const positions = z.array(
  z.looseObject({
    symbol: z.string(),
    quantity: z.string(),
    last_price: z.string(),
    cost_price: z.string(),
    unrealized_profit_loss: z.string(),
  }),
);

for (const [name, path] of [
  ['gen 3', '/trading/accounts/list'],
  ['gen 2', '/openapi/account/list'],
] as const) {
  test(`${name} account list has a margin and a cash account`, async () => {
    const list = readBody(await start().call({ path }), accountList);
    expect(list.map((a) => [a.account_id, a.account_type, a.account_class])).toEqual([
      [MARGIN, 'MARGIN', 'INDIVIDUAL_MARGIN'],
      [CASH, 'CASH', 'INDIVIDUAL_CASH'],
    ]);
  });
}

for (const [name, path] of [
  ['gen 3', '/trading/assets/balances/get'],
  ['gen 2', '/openapi/assets/balance'],
] as const) {
  test(`${name} balance of the cash account: buying power is the settled cash`, async () => {
    const cash = readBody(await start().call({ path, query: [['account_id', CASH]] }), balance);
    expect(cash).toMatchObject({
      total_asset_currency: 'USD',
      total_cash_balance: '25000.00',
      total_net_liquidation_value: '25000.00',
    });
    expect(cash.account_currency_assets[0]).toMatchObject({
      buying_power: '25000.00',
      day_buying_power: '25000.00',
      overnight_buying_power: '25000.00',
      settled_cash: '25000.00',
    });
  });
}

test('balance of the margin account values its seeded positions at market prices', async () => {
  const s = start();
  const margin = readBody(
    await s.call({ path: '/trading/assets/balances/get', query: [['account_id', MARGIN]] }),
    balance,
  );
  // 50 AAPL + 20 SPY at the fake price; fake margin ratios: initial 0.5, maintenance 0.25.
  const value = 70 * Number(fakePrice(T0));
  expect(margin.total_market_value).toBe(value.toFixed(2));
  expect(margin.total_net_liquidation_value).toBe((100_000 + value).toFixed(2));
  const usd = margin.account_currency_assets[0];
  expect(usd?.day_buying_power).toBe((4 * (100_000 + value - 0.25 * value)).toFixed(2));
  expect(usd?.overnight_buying_power).toBe((2 * (100_000 + value - 0.5 * value)).toFixed(2));
});

for (const [name, path] of [
  ['gen 3', '/trading/assets/positions/list'],
  ['gen 2', '/openapi/assets/positions'],
] as const) {
  test(`${name} positions carry the market's last price`, async () => {
    const s = start();
    const list = readBody(await s.call({ path, query: [['account_id', MARGIN]] }), positions);
    expect(list.map((p) => [p.symbol, p.quantity, p.last_price])).toEqual([
      ['AAPL', '50', fakePrice(T0)],
      ['SPY', '20', fakePrice(T0)],
    ]);
    expect(readBody(await s.call({ path, query: [['account_id', CASH]] }), positions)).toEqual([]);
  });
}

test('an unknown account gets 403 ACCOUNT_ACCESS_DENIED and a missing one 400', async () => {
  const s = start();
  const unknown = await s.call({ path: '/trading/assets/balances/get', query: [['account_id', 'NOPE']] });
  expect(unknown.statusCode).toBe(403);
  expect(readError(unknown).error_code).toBe('ACCOUNT_ACCESS_DENIED');
  s.advance(2_000);
  const missing = await s.call({ path: '/openapi/assets/positions' });
  expect(missing.statusCode).toBe(400);
  expect(readError(missing)).toEqual({ error_code: 'ILLEGAL_PARAMETER', message: 'Parameter account_id is required.' });
});

const instrument = z.looseObject({
  symbol: z.string(),
  instrument_id: z.string(),
  category: z.literal('US_STOCK'),
  sub_category: z.enum(['COMMON_STOCK', 'ETF']),
  status: z.literal('OC'),
  margin_requirement_long: z.string(),
  margin_requirement_short: z.string(),
  maintenance_margin_long: z.string(),
  maintenance_margin_short: z.string(),
});

test('gen 3 instruments page 100 at a time with a pagination key absent on the last page', async () => {
  const s = start();
  const page = z.strictObject({ data: z.array(instrument), pagination_key: z.string().optional() });
  const first = readBody(
    await s.call({ path: '/trading/instruments/stocks/profiles/list', query: [['category', 'US_STOCK']] }),
    page,
  );
  expect(first.data).toHaveLength(100);
  const second = readBody(
    await s.call({
      path: '/trading/instruments/stocks/profiles/list',
      query: [
        ['category', 'US_STOCK'],
        ['pagination_key', first.pagination_key ?? ''],
      ],
    }),
    page,
  );
  expect(second.data).toHaveLength(53);
  expect(second.pagination_key).toBeUndefined();
  expect(new Set([...first.data, ...second.data].map((i) => i.symbol)).size).toBe(153);
  const spy = readBody(
    await s.call({
      path: '/trading/instruments/stocks/profiles/list',
      query: [
        ['category', 'US_STOCK'],
        ['symbols', 'SPY,ZZZZ'],
      ],
    }),
    page,
  );
  expect(spy.data.map((i) => [i.symbol, i.sub_category, i.margin_requirement_long])).toEqual([['SPY', 'ETF', '0.5']]);
});

test('gen 2 instruments return an array paged by page_size and last_instrument_id', async () => {
  const s = start();
  const first = readBody(
    await s.call({
      path: '/openapi/instrument/stock/list',
      query: [
        ['category', 'US_STOCK'],
        ['page_size', '2'],
      ],
    }),
    z.array(instrument),
  );
  expect(first.map((i) => i.symbol)).toEqual(['AAPL', 'MSFT']);
  const next = readBody(
    await s.call({
      path: '/openapi/instrument/stock/list',
      query: [
        ['category', 'US_STOCK'],
        ['page_size', '2'],
        ['last_instrument_id', first[1]?.instrument_id ?? ''],
      ],
    }),
    z.array(instrument),
  );
  expect(next.map((i) => i.symbol)).toEqual(['SPY', 'T000']);
});

test('instruments filter by sub_category and status as documented', async () => {
  const s = start();
  const page = z.strictObject({ data: z.array(instrument), pagination_key: z.string().optional() });
  const list = (query: [string, string][]) =>
    s.call({ path: '/trading/instruments/stocks/profiles/list', query: [['category', 'US_STOCK'], ...query] });
  const etfs = readBody(await list([['sub_category', 'ETF']]), page);
  expect(etfs.data.length).toBeGreaterThan(0);
  expect(etfs.data.every((i) => i.sub_category === 'ETF')).toBe(true);
  const stocks = readBody(await list([['sub_category', 'COMMON_STOCK']]), page);
  expect(stocks.data.some((i) => i.symbol === 'SPY')).toBe(false);
  expect(readBody(await list([['status', 'NT']]), page).data).toEqual([]);
  expect(
    readBody(
      await list([
        ['status', 'OC'],
        ['symbols', 'AAPL'],
      ]),
      page,
    ).data.map((i) => i.symbol),
  ).toEqual(['AAPL']);
});

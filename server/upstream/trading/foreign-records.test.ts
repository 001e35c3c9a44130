import { expect, test } from 'vitest';
import { toTradingOrders, upstreamOrderGroupSchema, upstreamOrderPageSchema } from './order-records';
import { withFreshRecord } from './record-vocabulary';

const plain = {
  client_order_id: 'o1',
  order_id: '9001',
  combo_type: 'NORMAL',
  instrument_type: 'EQUITY',
  symbol: 'AAPL',
  side: 'BUY',
  status: 'SUBMITTED',
  order_type: 'LIMIT',
  time_in_force: 'DAY',
  total_quantity: '5',
  filled_quantity: '0',
  limit_price: '180.00',
};

const read = (orders: unknown[], skipped: (what: string) => void = () => undefined) =>
  toTradingOrders('ACC1', upstreamOrderGroupSchema.parse({ client_order_id: 'o1', orders }), 1, skipped);

test('a record the BFF models has no raw values', () => {
  const [order] = read([plain]);
  expect(order).toMatchObject({ client_order_id: 'o1', side: 'BUY', order_type: 'LIMIT', status: 'SUBMITTED' });
  expect(order).not.toHaveProperty('raw');
  expect(order).not.toHaveProperty('unnamed');
});

test.each([
  ['side', { side: 'SELL_SHORT' }, { side: 'OTHER' }],
  ['order type', { order_type: 'MARKET_ON_CLOSE' }, { order_type: 'OTHER' }],
  ['status', { status: 'PENDING_CANCEL' }, { status: 'OTHER' }],
  ['combo type', { combo_type: 'OTO' }, { role: 'OTHER' }],
  ['instrument type', { instrument_type: 'OPTION' }, { side: 'BUY', order_type: 'LIMIT', status: 'SUBMITTED' }],
  ['missing symbol', { symbol: undefined }, { symbol: '' }],
  ['missing time in force', { time_in_force: null }, { time_in_force: '' }],
])('an unknown %s alone keeps the order, as OTHER, with the provider words', (_, change, mapped) => {
  const [order] = read([{ ...plain, ...change }]);
  expect(order).toMatchObject({ client_order_id: 'o1', order_id: '9001', quantity: '5', limit_price: '180.00' });
  expect(order).toMatchObject(mapped);
  const written = Object.fromEntries(Object.entries(change).filter(([, v]) => typeof v === 'string'));
  expect(order?.raw).toEqual(expect.objectContaining({ client_order_id: 'o1', order_id: '9001', ...written }));
  for (const [name, value] of Object.entries(change))
    if (typeof value !== 'string') expect(order?.raw).not.toHaveProperty(name);
});

test('an option leg keeps its option fields in raw', () => {
  const [order] = read([
    {
      ...plain,
      instrument_type: 'OPTION',
      side: 'SELL_SHORT',
      order_type: 'STOP_LOSS_LIMIT_OPTION',
      status: 'WAITING_TRIGGER',
      option_type: 'CALL',
      strike_price: '200',
      option_expire_date: '2026-12-18',
    },
  ]);
  expect(order).toMatchObject({ side: 'OTHER', order_type: 'OTHER', status: 'OTHER' });
  expect(order?.raw).toEqual({
    client_order_id: 'o1',
    order_id: '9001',
    combo_type: 'NORMAL',
    instrument_type: 'OPTION',
    symbol: 'AAPL',
    side: 'SELL_SHORT',
    order_type: 'STOP_LOSS_LIMIT_OPTION',
    status: 'WAITING_TRIGGER',
    time_in_force: 'DAY',
    option_type: 'CALL',
    strike_price: '200',
    option_expire_date: '2026-12-18',
  });
});

test('a field of the wrong kind counts as absent and costs only itself', () => {
  const [order] = read([{ ...plain, limit_price: { value: 180 }, side: ['BUY'] }]);
  expect(order).toMatchObject({ client_order_id: 'o1', side: 'OTHER', quantity: '5' });
  expect(order).not.toHaveProperty('limit_price');
});

test('a record with only an order_id is kept, named by it and marked unnamed', () => {
  const [order] = read([{ ...plain, client_order_id: undefined }]);
  expect(order).toMatchObject({ client_order_id: '9001', order_id: '9001', unnamed: true });
  expect(order?.raw).not.toHaveProperty('client_order_id');
});

test('a record with no id is skipped and told with what it carries; the rest of the group stays', () => {
  const told: string[] = [];
  const orders = read(
    [
      { ...plain, client_order_id: '', order_id: null, symbol: 'TSLA' },
      'not a record',
      { ...plain, client_order_id: 'o2' },
    ],
    (what) => told.push(what),
  );
  expect(orders.map((o) => o.client_order_id)).toEqual(['o2']);
  expect(told).toEqual([
    'an order with no client_order_id or order_id (group client_order_id o1, symbol TSLA, status SUBMITTED)',
    'an order that is not an object (group client_order_id o1)',
  ]);
});

test('one unreadable group of a page leaves the others readable', () => {
  const page = upstreamOrderPageSchema.parse({
    data: [{ client_order_id: 'o1', orders: [plain] }, { orders: 'nope' }, 7],
    pagination_key: 'k',
  });
  expect(page.pagination_key).toBe('k');
  expect(page.data.map((g) => g?.client_order_id ?? null)).toEqual(['o1', null, null]);
});

test("a fresh record decides whether the order is foreign: an old copy's raw words do not outlive it", () => {
  const [before] = read([{ ...plain, status: 'PENDING_REVIEW' }]);
  const [after] = read([plain]);
  if (before === undefined || after === undefined) throw new Error('both records are read');
  const expired = { ...before, message: 'expired at the close' };
  const merged = withFreshRecord(expired, after);
  expect(merged).toMatchObject({ status: 'SUBMITTED', message: 'expired at the close' });
  expect(merged).not.toHaveProperty('raw');
  expect(withFreshRecord(after, before).raw).toMatchObject({ status: 'PENDING_REVIEW' });
});

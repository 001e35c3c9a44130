import { expect, test } from 'vitest';
import type { OrderEvent, TradingOrder } from '@contracts/orders';
import { createExpiryReader } from './order-expiry';

/** New York time on the half day after Thanksgiving, Friday 27 November 2026 (EST, UTC-5). */
const halfDay = (hour: number, minute = 0) => Date.UTC(2026, 10, 27, hour + 5, minute);

const order = (over: Partial<TradingOrder> = {}): TradingOrder => ({
  account_id: 'ACC1',
  client_order_id: 'ORD1',
  role: 'NORMAL',
  symbol: 'AAPL',
  side: 'BUY',
  order_type: 'LIMIT',
  time_in_force: 'DAY',
  session: 'CORE',
  status: 'CANCELLED',
  quantity: '10',
  filled_quantity: '0',
  limit_price: '190.00',
  placed_at: halfDay(10),
  updated_at: halfDay(13),
  ...over,
});

const step = (kind: OrderEvent['kind']): OrderEvent => ({
  account_id: 'ACC1',
  client_order_id: 'ORD1',
  kind,
  at: halfDay(11),
  status: 'SUBMITTED',
});

function reader(options: { steps?: OrderEvent[]; times: number[]; broker?: Partial<TradingOrder> | Error }) {
  const times = [...options.times];
  let refreshed = 0;
  const read = createExpiryReader({
    journal: { listEvents: () => Promise.resolve(options.steps ?? [step('sent'), step('accepted')]) },
    // Before the detail read the newest market time the broker stated; after it, the next one.
    marketNow: () => times[Math.min(refreshed, times.length - 1)] ?? 0,
    refresh: (seen) => {
      refreshed += 1;
      if (options.broker instanceof Error) return Promise.reject(options.broker);
      return Promise.resolve({ ...seen, ...options.broker });
    },
  });
  return { read, refreshed: () => refreshed };
}

test('a DAY order cancelled unasked after the 13:00 close of the half day expired at the close', async () => {
  const { read, refreshed } = reader({ times: [halfDay(13, 1)] });
  expect(await read(order())).toBe('expired at the close');
  expect(refreshed()).toBe(1);
});

test('a cancel the trader asked for is a cancel, even after the close, and needs no read', async () => {
  const { read, refreshed } = reader({ steps: [step('accepted'), step('cancel_requested')], times: [halfDay(13, 1)] });
  expect(await read(order())).toBeUndefined();
  expect(refreshed()).toBe(0);
});

test('while the window is still open the order was cancelled, not expired', async () => {
  // A bracket leg cancelled by its sibling's fill at 11:00.
  expect(await reader({ times: [halfDay(11)] }).read(order({ role: 'STOP_PROFIT' }))).toBeUndefined();
});

test("the broker's placing time and market time decide, not the journal's clock or an older market time", async () => {
  // The journal saw the order placed at 16:50 by its own clock; the broker placed it at 10:00 of
  // its market, and its market time moved from 10:30 to 13:00 since its last answer.
  const journalSays = order({ placed_at: halfDay(16, 50) });
  const moved = reader({ times: [halfDay(10, 30), halfDay(13)], broker: { placed_at: halfDay(10) } });
  expect(await moved.read(journalSays)).toBe('expired at the close');
  // Had the broker not answered, the journal's record keeps it a plain cancel.
  const down = reader({ times: [halfDay(13)], broker: new Error('upstream down') });
  expect(await down.read(journalSays)).toBeUndefined();
});

test('GTC orders never expire by the day, and are not read again', async () => {
  const { read, refreshed } = reader({ times: [halfDay(13, 1)] });
  expect(await read(order({ time_in_force: 'GTC' }))).toBeUndefined();
  expect(refreshed()).toBe(0);
});

test('an extended-hours DAY order on the half day expires at 17:00, at the end of after hours', async () => {
  expect(await reader({ times: [halfDay(16, 59)] }).read(order({ session: 'ALL' }))).toBeUndefined();
  expect(await reader({ times: [halfDay(17)] }).read(order({ session: 'ALL' }))).toBe(
    'expired at the end of after hours',
  );
});

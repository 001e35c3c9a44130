import { expect, test, vi } from 'vitest';
import type { UsCalendarSession } from '@market/calendar';
import { clientOrderIdSchema, type OrderDraft, type TradingOrder } from '@contracts/orders';
import { sampleOrder } from '@server/store/testing/sample-orders';
import { createFakeClock } from '../testing/fake-clock';
import { createPositionCloser, mintCloseId } from './close-position';
import type { OrderReads } from './order-reads';
import { OrderRefusal } from './order-refusal';
import type { OrderTracker } from './order-tracker';
import { createTradingFeed } from './trading-feed';

const ACCOUNT = 'ACC-1';

/** A protective stop under a long AAPL position. */
const STOP = sampleOrder({
  account_id: ACCOUNT,
  client_order_id: 'stop-1',
  side: 'SELL',
  order_type: 'STOP_LOSS',
  stop_price: '170.00',
});

/**
 * A closer over an account held in memory: `held` is what each positions read answers in turn
 * (the last one repeats), cancels take effect and are told on the feed unless `confirms` is
 * false, every place is kept.
 */
function setup(options: {
  held: string[];
  session?: UsCalendarSession;
  bid?: string;
  orders?: TradingOrder[];
  confirms?: boolean;
}) {
  const clock = createFakeClock(0);
  const feed = createTradingFeed();
  const orders = new Map((options.orders ?? []).map((o) => [o.client_order_id, { ...o }]));
  const positionReads = [...options.held];
  const placed: OrderDraft[] = [];
  const cancels: string[] = [];
  const open = () => [...orders.values()].filter((o) => o.status === 'SUBMITTED');
  const reads: Pick<OrderReads, 'openOrders' | 'detail'> = {
    openOrders: () => Promise.resolve(open()),
    detail: (_account, id) => {
      const order = orders.get(id);
      return Promise.resolve(order === undefined ? null : [{ ...order }]);
    },
  };
  const tracker: Pick<OrderTracker, 'current' | 'save'> = {
    current: (_account, id) => Promise.resolve(orders.get(id)),
    save: () => Promise.resolve(),
  };
  const closer = createPositionCloser({
    reads,
    tracker,
    feed,
    clock,
    market: {
      sessionNow: () => options.session ?? 'regular',
      quote: () => Promise.resolve({ bid: options.bid, ask: undefined }),
      overnight: () => Promise.resolve(false),
    },
    positions: () =>
      Promise.resolve({
        account_id: ACCOUNT,
        positions: [
          {
            symbol: 'AAPL',
            quantity: (positionReads.length > 1 ? positionReads.shift() : positionReads[0]) ?? '0',
            cost_price: '180',
            last_price: '190',
            unrealized_pl: '0',
          },
        ],
        fetched_at: 0,
      }),
    cancel: (_account, id) => {
      cancels.push(id);
      const order = orders.get(id);
      if (order !== undefined && options.confirms !== false) {
        order.status = 'CANCELLED';
        feed.emit({
          kind: 'orders',
          accountId: ACCOUNT,
          data: { order: { ...order }, event: { ...cancelledStep(id) } },
        });
      }
      return Promise.resolve(STOP);
    },
    place: (draft) => {
      placed.push(draft);
      const order = sampleOrder({ account_id: ACCOUNT, client_order_id: draft.client_order_id, side: draft.side });
      orders.set(order.client_order_id, order);
      return Promise.resolve([order]);
    },
    mintId: () => `close-${String(placed.length + 1)}`,
  });
  return { closer, clock, placed, cancels };
}

const cancelledStep = (id: string) => ({
  account_id: ACCOUNT,
  client_order_id: id,
  kind: 'cancelled' as const,
  at: 0,
  status: 'CANCELLED' as const,
});

test('after hours: the stop is cancelled, then a limit at the bid for what the broker holds after it', async () => {
  // 10 held when asked, 6 once the cancel is confirmed (the stop filled 4 on the way).
  const { closer, placed, cancels } = setup({ held: ['10', '6'], session: 'post', bid: '189.95', orders: [STOP] });

  const result = await closer.close(ACCOUNT, 'AAPL');

  expect(cancels).toEqual(['stop-1']);
  expect(placed).toEqual([
    {
      account_id: ACCOUNT,
      client_order_id: 'close-1',
      symbol: 'AAPL',
      side: 'SELL',
      order_type: 'LIMIT',
      limit_price: '189.95',
      time_in_force: 'DAY',
      session: 'ALL',
      entrust_type: 'QTY',
      quantity: '6',
    },
  ]);
  expect(result.cancelled.map((o) => o.client_order_id)).toEqual(['stop-1']);
});

test('after hours without a bid: refused before anything is cancelled or sent', async () => {
  const { closer, placed, cancels } = setup({ held: ['10'], session: 'post', orders: [STOP] });
  await expect(closer.close(ACCOUNT, 'AAPL')).rejects.toMatchObject({ httpStatus: 409, code: 'NO_CLOSING_PRICE' });
  expect(cancels).toEqual([]);
  expect(placed).toEqual([]);
});

test('a cancel the broker never confirms: nothing is sent, and the trader is told why', async () => {
  const { closer, clock, placed, cancels } = setup({ held: ['10'], orders: [STOP], confirms: false });
  const closing = closer.close(ACCOUNT, 'AAPL');
  const outcome = closing.then(
    () => undefined,
    (error: unknown) => error,
  );
  await vi.waitFor(
    () => {
      expect(cancels).toEqual(['stop-1']);
    },
    { timeout: 15_000 },
  );
  clock.advance(20_000);

  const error = await outcome;
  expect(error).toBeInstanceOf(OrderRefusal);
  expect(error).toMatchObject({ httpStatus: 409, code: 'EXITS_STILL_WORKING' });
  expect(placed).toEqual([]);
});

test('while the closing order still works, closing again answers it and sends nothing', async () => {
  const { closer, placed } = setup({ held: ['10'] });
  const first = await closer.close(ACCOUNT, 'AAPL');
  const second = await closer.close(ACCOUNT, 'AAPL');
  expect(second.orders[0]?.client_order_id).toBe(first.orders[0]?.client_order_id);
  expect(placed).toHaveLength(1);
});

test('flat: refused in words', async () => {
  const { closer, placed } = setup({ held: ['0'] });
  await expect(closer.close(ACCOUNT, 'AAPL')).rejects.toMatchObject({
    httpStatus: 409,
    code: 'NOTHING_TO_CLOSE',
    message: 'You hold no AAPL in this account: there is nothing to close.',
  });
  expect(placed).toEqual([]);
});

test("an equity order of a side the BFF does not model goes with the exits; an option's order on the symbol stays", async () => {
  const unknownSide = sampleOrder({
    account_id: ACCOUNT,
    client_order_id: 'other-1',
    side: 'OTHER',
    order_type: 'LIMIT',
    limit_price: '200.00',
    raw: { instrument_type: 'EQUITY', side: 'SELL_SHORT_EXEMPT' },
  });
  const option = sampleOrder({
    account_id: ACCOUNT,
    client_order_id: 'opt-1',
    side: 'OTHER',
    order_type: 'OTHER',
    limit_price: '3.40',
    raw: { instrument_type: 'OPTION', side: 'SELL_SHORT' },
  });
  const { closer, placed, cancels } = setup({ held: ['10'], orders: [STOP, unknownSide, option] });

  const result = await closer.close(ACCOUNT, 'AAPL');

  expect(cancels).toEqual(['stop-1', 'other-1']);
  expect(result.cancelled.map((o) => o.client_order_id)).toEqual(['stop-1', 'other-1']);
  expect(placed.map((d) => [d.side, d.order_type, d.quantity])).toEqual([['SELL', 'MARKET', '10']]);
});

test("a close's id has the ticket's format, which the order contract accepts", () => {
  const ids = [mintCloseId(), mintCloseId()];
  for (const id of ids) {
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(clientOrderIdSchema.safeParse(id).success).toBe(true);
  }
  expect(ids[0]).not.toBe(ids[1]);
});

import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { placeOrderResultSchema } from '@contracts/orders';
import { apiErrorSchema } from '@contracts/common';
import {
  brokerOrder,
  limitBuy,
  orderDetail,
  lastPrice as stackPrice,
  placeCalls as stackPlaceCalls,
  stopsAfterSending,
} from './testing/stack-orders';
import { anotherOrderService, MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// One simulator and BFF for the file, reset before each test (resetStack).

let stack: TradingStack;
stackForFile((started) => (stack = started), { resetEachTest: true });

const lastPrice = (symbol: string) => stackPrice(stack, symbol);
const placeCalls = () => stackPlaceCalls(stack);
const detail = (id: string) => orderDetail(stack, id);

test('a limit buy is journaled, sent once and accepted; its timeline says so', async () => {
  const price = ((await lastPrice('AAPL')) * 0.9).toFixed(2);
  const draft = limitBuy(price);
  const review = await stack.send('POST', '/api/orders/preview', draft);
  expect(review.statusCode).toBe(200);
  const placed = await stack.send('POST', '/api/orders', draft);
  expect(placed.statusCode).toBe(200);
  const [order] = placeOrderResultSchema.parse(placed.json()).orders;
  expect(order).toMatchObject({ client_order_id: draft.client_order_id, status: 'SUBMITTED', limit_price: price });
  // The acceptance is journaled right after the answer.
  await vi.waitFor(
    async () => {
      expect((await detail(draft.client_order_id)).timeline.map((s) => s.kind)).toEqual([
        'reviewed',
        'sent',
        'accepted',
      ]);
    },
    { timeout: 30_000, interval: 200 },
  );
  expect((await stack.journal.getIntent(MARGIN_ACCOUNT, draft.client_order_id))?.state).toBe('accepted');
  // The account's browsers heard it on its way (once the request had left), then accepted.
  expect(
    stack.emitted.flatMap((e) =>
      e.kind === 'orders' && e.data.order.client_order_id === draft.client_order_id ? [e.data.event.kind] : [],
    ),
  ).toEqual(['sent', 'accepted']);
  const open = await stack.send('GET', `/api/orders?account_id=${MARGIN_ACCOUNT}&view=open`);
  expect(
    z
      .object({ orders: z.array(z.object({ client_order_id: z.string() })) })
      .parse(open.json())
      .orders.map((o) => o.client_order_id),
  ).toContain(draft.client_order_id);
});

test('the same order submitted twice at once, and again later, is placed once', async () => {
  const draft = limitBuy(((await lastPrice('AAPL')) * 0.9).toFixed(2));
  const [first, second] = await Promise.all([
    stack.send('POST', '/api/orders', draft),
    stack.send('POST', '/api/orders', draft),
  ]);
  const third = await stack.send('POST', '/api/orders', draft);
  for (const answer of [first, second, third]) {
    expect(answer.statusCode).toBe(200);
    expect(placeOrderResultSchema.parse(answer.json()).orders[0]?.client_order_id).toBe(draft.client_order_id);
  }
  expect(await placeCalls()).toHaveLength(1);
});

test('a lost answer shows CHECKING, then the order as the broker has it, without a second send', async () => {
  const draft = limitBuy(((await lastPrice('AAPL')) * 0.9).toFixed(2));
  await stack.control.faults({ dropOrderResponses: 1 });
  const placed = await stack.send('POST', '/api/orders', draft);
  expect(placed.statusCode).toBe(200);
  expect(placeOrderResultSchema.parse(placed.json()).orders[0]?.status).toBe('CHECKING');
  await vi.waitFor(
    async () => {
      expect((await detail(draft.client_order_id)).order.status).toBe('SUBMITTED');
    },
    { timeout: 60_000, interval: 250 },
  );
  const { timeline } = await detail(draft.client_order_id);
  expect(timeline.map((s) => s.kind)).toEqual(['sent', 'checking', 'accepted']);
  // The simulator logs a request when it answers: the lost one is not there, and a second send
  // would be (answered with a duplicate-id refusal).
  expect(await placeCalls()).toHaveLength(0);
  const again = await stack.send('POST', '/api/orders', draft);
  expect(placeOrderResultSchema.parse(again.json()).orders[0]?.status).toBe('SUBMITTED');
  expect(await placeCalls()).toHaveLength(0);
});

test('a refused order says why, leaves nothing open, and a second submit gets the same refusal', async () => {
  // A market order outside the regular session: the broker's rule, not one the BFF checks
  // first (docs/protocol.md#order-rules; the BFF holds only the grid, docs/trading.md).
  const draft = limitBuy('100.00', { order_type: 'MARKET', limit_price: undefined, session: 'ALL' });
  const refused = await stack.send('POST', '/api/orders', draft);
  expect(refused.statusCode).toBe(409);
  const body = apiErrorSchema.parse(refused.json());
  expect(body.error.code).toBe('ORDER_REFUSED');
  expect(body.error.message).toContain('order_type');
  const again = await stack.send('POST', '/api/orders', draft);
  expect(again.statusCode).toBe(409);
  expect(await placeCalls()).toHaveLength(1);
  const open = await stack.send('GET', `/api/orders?account_id=${MARGIN_ACCOUNT}&view=open`);
  expect(JSON.stringify(open.json())).not.toContain(draft.client_order_id);
});

const fillsOf = (id: string) =>
  stack.emitted.filter(
    (e) => e.kind === 'orders' && e.data.order.client_order_id === id && e.data.event.kind === 'filled',
  );

const brokerRecord = (id: string) => brokerOrder(stack, id);

test('a fill reaches the browsers live from the event stream, once, with the balance after it', async () => {
  await vi.waitFor(
    () => {
      expect(stack.eventState()).toBe('live');
    },
    { timeout: 60_000 },
  );
  const market = await lastPrice('AAPL');
  const draft = limitBuy((market * 0.99).toFixed(2));
  expect((await stack.send('POST', '/api/orders', draft)).statusCode).toBe(200);
  await stack.control.moveMarket('AAPL', [(market * 0.985).toFixed(2)]);
  await vi.waitFor(
    () => {
      expect(fillsOf(draft.client_order_id)).toHaveLength(1);
    },
    { timeout: 60_000, interval: 100 },
  );
  const broker = await brokerRecord(draft.client_order_id);
  const { order, timeline } = await detail(draft.client_order_id);
  expect(order).toMatchObject({ status: 'FILLED', filled_quantity: broker?.filled_quantity });
  expect(Number(order.filled_price)).toBe(Number(broker?.filled_price));
  expect(timeline.map((s) => s.kind)).toEqual(['sent', 'accepted', 'filled']);
  await vi.waitFor(
    () => {
      expect(stack.emitted.some((e) => e.kind === 'account' && e.accountId === MARGIN_ACCOUNT)).toBe(true);
    },
    { timeout: 60_000, interval: 100 },
  );
});

test('a fill while the event stream is down is found when it reconnects, and told once', async () => {
  await vi.waitFor(
    () => {
      expect(stack.eventState()).toBe('live');
    },
    { timeout: 60_000 },
  );
  const market = await lastPrice('AAPL');
  const draft = limitBuy((market * 0.99).toFixed(2));
  expect((await stack.send('POST', '/api/orders', draft)).statusCode).toBe(200);
  await stack.control.events.refuse(true);
  await stack.control.events.drop();
  await vi.waitFor(
    () => {
      expect(stack.eventState()).not.toBe('live');
    },
    { timeout: 60_000 },
  );
  await stack.control.moveMarket('AAPL', [(market * 0.985).toFixed(2)]);
  expect((await brokerRecord(draft.client_order_id))?.status).toBe('FILLED');
  expect(fillsOf(draft.client_order_id)).toHaveLength(0);
  await stack.control.events.refuse(false);
  await vi.waitFor(
    () => {
      expect(fillsOf(draft.client_order_id)).toHaveLength(1);
    },
    { timeout: 60_000, interval: 100 },
  );
  // A second catch-up finds nothing new.
  await stack.orders.reconcile([MARGIN_ACCOUNT]);
  expect(fillsOf(draft.client_order_id)).toHaveLength(1);
  const { timeline } = await detail(draft.client_order_id);
  expect(timeline.filter((s) => s.kind === 'filled')).toHaveLength(1);
});

test('a BFF that stopped after sending resolves the order at its next start, without sending again', async () => {
  const draft = limitBuy(((await lastPrice('AAPL')) * 0.9).toFixed(2));
  // The first BFF's place call reaches the broker, and then the BFF is gone: its answer never comes.
  const first = anotherOrderService(stack, stopsAfterSending());
  void first.place(draft);
  await vi.waitFor(
    async () => {
      expect((await stack.journal.getIntent(MARGIN_ACCOUNT, draft.client_order_id))?.state).toBe('journaled');
      expect(await placeCalls()).toHaveLength(1);
    },
    { timeout: 60_000, interval: 200 },
  );
  first.close();
  // The next BFF over the same journal.
  expect(await stack.orders.resolveUnfinished()).toBe(1);
  await vi.waitFor(
    async () => {
      expect((await detail(draft.client_order_id)).order.status).toBe('SUBMITTED');
    },
    { timeout: 60_000, interval: 250 },
  );
  expect((await detail(draft.client_order_id)).timeline.map((s) => s.kind)).toEqual(['sent', 'accepted']);
  expect((await stack.journal.getIntent(MARGIN_ACCOUNT, draft.client_order_id))?.state).toBe('accepted');
  expect(await placeCalls()).toHaveLength(1);
});

test('an intent journaled by a BFF that stopped before sending resolves to not placed', async () => {
  const draft = limitBuy(((await lastPrice('AAPL')) * 0.9).toFixed(2));
  await stack.journal.recordIntent({ account_id: MARGIN_ACCOUNT, draft, created_at: Date.now() });
  expect(await stack.orders.resolveUnfinished()).toBe(1);
  await vi.waitFor(
    async () => {
      expect((await detail(draft.client_order_id)).order.status).toBe('NOT_PLACED');
    },
    { timeout: 60_000, interval: 250 },
  );
  expect((await detail(draft.client_order_id)).order.message).toContain('nothing was placed');
  expect(await placeCalls()).toHaveLength(0);
});

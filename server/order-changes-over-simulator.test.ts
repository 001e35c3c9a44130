import { expect, test, vi } from 'vitest';
import { cancelAllResultSchema, orderListSchema, placeOrderResultSchema, type OrderDraft } from '@contracts/orders';
import { apiErrorSchema } from '@contracts/common';
import { instrumentTradingSchema } from '@contracts/instruments';
import { balanceSchema, positionListSchema } from '@contracts/portfolio';
import { brokerGroup, brokerOrder, lastPrice, limitBuy, orderDetail } from './testing/stack-orders';
import { MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// One simulator for the file: each test works on orders of its own.

let stack: TradingStack;
stackForFile((started) => (stack = started));

const WAIT = { timeout: 60_000, interval: 200 };

/** The simulator's answered requests to `path` (e.g. `/trading/orders/cancel`). */
async function callsTo(path: string) {
  return (await stack.control.stats()).filter((r) => r.path === path);
}

/** Places `draft` through the BFF and returns its orders as the answer lists them (three for a bracket). */
async function place(draft: OrderDraft) {
  const answer = await stack.send('POST', '/api/orders', draft);
  expect(answer.statusCode, answer.body).toBe(200);
  return placeOrderResultSchema.parse(answer.json()).orders;
}

/** A limit buy of AAPL at `fraction` of the last price, in the price grid. */
async function buyBelowMarket(fraction: number, extra: Partial<OrderDraft> = {}) {
  return limitBuy(((await lastPrice(stack, 'AAPL')) * fraction).toFixed(2), extra);
}

async function eventStreamLive() {
  await vi.waitFor(() => {
    expect(stack.eventState()).toBe('live');
  }, WAIT);
}

test('cancel: the order is cancelled at the broker and its timeline says asked, then done', async () => {
  await eventStreamLive();
  const draft = await buyBelowMarket(0.9);
  expect((await place(draft))[0]?.status).toBe('SUBMITTED');
  const before = (await callsTo('/trading/orders/cancel')).length;

  const answer = await stack.send('POST', `/api/orders/${draft.client_order_id}/cancel`, {
    account_id: MARGIN_ACCOUNT,
  });

  expect(answer.statusCode, answer.body).toBe(200);
  expect((await brokerOrder(stack, draft.client_order_id))?.status).toBe('CANCELLED');
  // The step is told first and written after (docs/trading.md#events-and-steps): wait for both.
  await vi.waitFor(async () => {
    const { order, timeline } = await orderDetail(stack, draft.client_order_id);
    expect(order.status).toBe('CANCELLED');
    expect(timeline.map((s) => s.kind)).toEqual(['sent', 'accepted', 'cancel_requested', 'cancelled']);
  }, WAIT);
  expect(await callsTo('/trading/orders/cancel')).toHaveLength(before + 1);
  const open = orderListSchema.parse(
    (await stack.send('GET', `/api/orders?account_id=${MARGIN_ACCOUNT}&view=open`)).json(),
  );
  expect(open.orders.map((o) => o.client_order_id)).not.toContain(draft.client_order_id);
});

test('cancel of an order already cancelled is refused in words, and the order stays as it is', async () => {
  const draft = await buyBelowMarket(0.9);
  await place(draft);
  const cancel = () =>
    stack.send('POST', `/api/orders/${draft.client_order_id}/cancel`, { account_id: MARGIN_ACCOUNT });
  expect((await cancel()).statusCode).toBe(200);
  const again = await cancel();
  expect(again.statusCode, again.body).toBeGreaterThanOrEqual(400);
  expect(again.statusCode, again.body).toBeLessThan(500);
  expect(apiErrorSchema.parse(again.json()).error.message.length).toBeGreaterThan(0);
  expect((await brokerOrder(stack, draft.client_order_id))?.status).toBe('CANCELLED');
});

test('replace: the new price and quantity are what the broker holds, and the timeline shows the change', async () => {
  await eventStreamLive();
  const draft = await buyBelowMarket(0.9);
  await place(draft);
  const price = ((await lastPrice(stack, 'AAPL')) * 0.85).toFixed(2);
  const before = (await callsTo('/trading/orders/replace')).length;

  const answer = await stack.send('POST', `/api/orders/${draft.client_order_id}/replace`, {
    account_id: MARGIN_ACCOUNT,
    limit_price: price,
    quantity: '12',
  });

  expect(answer.statusCode, answer.body).toBe(200);
  const held = await brokerOrder(stack, draft.client_order_id);
  expect(held).toMatchObject({ status: 'SUBMITTED' });
  expect(Number(held?.limit_price)).toBe(Number(price));
  expect(Number(held?.total_quantity)).toBe(12);
  await vi.waitFor(async () => {
    expect((await orderDetail(stack, draft.client_order_id)).timeline.map((s) => s.kind)).toContain('modified');
  }, WAIT);
  const { order, timeline } = await orderDetail(stack, draft.client_order_id);
  expect(Number(order.limit_price)).toBe(Number(price));
  expect(Number(order.quantity)).toBe(12);
  expect(timeline.map((s) => s.kind)).toEqual(['sent', 'accepted', 'modify_requested', 'modified']);
  expect(await callsTo('/trading/orders/replace')).toHaveLength(before + 1);
});

test("cancel-all cancels each working order once; a bracket's waiting children go with their master", async () => {
  await eventStreamLive();
  const market = await lastPrice(stack, 'AAPL');
  const plain = await buyBelowMarket(0.9);
  const bracket = await buyBelowMarket(0.9, {
    bracket: { take_profit_price: (market * 1.2).toFixed(2), stop_loss_price: (market * 0.8).toFixed(2) },
  });
  await place(plain);
  const legs = await place(bracket);
  expect(legs.map((o) => [o.role, o.status])).toEqual([
    ['MASTER', 'SUBMITTED'],
    ['STOP_PROFIT', 'PENDING'],
    ['STOP_LOSS', 'PENDING'],
  ]);
  const children = legs.filter((o) => o.role !== 'MASTER').map((o) => o.client_order_id);
  const before = (await callsTo('/trading/orders/cancel')).length;

  const answer = await stack.send('POST', '/api/orders/cancel-all', { account_id: MARGIN_ACCOUNT });

  expect(answer.statusCode, answer.body).toBe(200);
  const result = cancelAllResultSchema.parse(answer.json());
  expect(result.failed).toEqual([]);
  expect(result.cancelled).toEqual(expect.arrayContaining([plain.client_order_id, bracket.client_order_id]));
  for (const child of children) expect(result.cancelled).not.toContain(child);
  // One cancel per order it names, none for a waiting child: the broker takes those with their
  // master (docs/protocol.md#paper-broker), and nothing is left open.
  expect(await callsTo('/trading/orders/cancel')).toHaveLength(before + result.cancelled.length);
  expect((await brokerOrder(stack, plain.client_order_id))?.status).toBe('CANCELLED');
  expect((await brokerGroup(stack, bracket.client_order_id)).map((o) => [o.client_order_id, o.status])).toEqual(
    legs.map((o) => [o.client_order_id, 'CANCELLED']),
  );
  await vi.waitFor(async () => {
    const left = orderListSchema.parse(
      (await stack.send('GET', `/api/orders?account_id=${MARGIN_ACCOUNT}&view=open`)).json(),
    );
    expect(left.orders).toEqual([]);
  }, WAIT);
});

test('positions and balance after a fill: the shares are held and their cost is out of the cash', async () => {
  await eventStreamLive();
  const read = async () => ({
    balance: balanceSchema.parse((await stack.send('GET', `/api/accounts/${MARGIN_ACCOUNT}/balance`)).json()),
    positions: positionListSchema.parse((await stack.send('GET', `/api/accounts/${MARGIN_ACCOUNT}/positions`)).json()),
  });
  const held = (positions: { positions: { symbol: string; quantity: string }[] }) =>
    Number(positions.positions.find((p) => p.symbol === 'AAPL')?.quantity ?? 0);
  const before = await read();
  const market = await lastPrice(stack, 'AAPL');
  const draft = limitBuy((market * 0.99).toFixed(2));
  await place(draft);
  await stack.control.moveMarket('AAPL', [(market * 0.985).toFixed(2)]);
  await vi.waitFor(async () => {
    expect((await orderDetail(stack, draft.client_order_id)).order.status).toBe('FILLED');
  }, WAIT);
  const { order } = await orderDetail(stack, draft.client_order_id);
  const cost = Number(order.filled_quantity) * Number(order.filled_price);

  const after = await read();

  expect(after.positions.account_id).toBe(MARGIN_ACCOUNT);
  expect(held(after.positions)).toBe(held(before.positions) + 10);
  // The cost and a cent or so of regulatory fees (docs/protocol.md#fees).
  expect(Number(before.balance.cash) - Number(after.balance.cash)).toBeCloseTo(cost, 0);
  expect(Number(before.balance.cash) - Number(after.balance.cash)).toBeGreaterThanOrEqual(cost);
  // What the BFF serves is what the broker says, read past it.
  const broker = await stack.client.call('getBalance', { query: [['account_id', MARGIN_ACCOUNT]] });
  expect(JSON.stringify(broker)).toContain(after.balance.cash);
});

test("an instrument's trading terms are served; an unknown symbol is a 404 in words", async () => {
  const answer = await stack.send('GET', '/api/instruments/AAPL/trading');
  expect(answer.statusCode, answer.body).toBe(200);
  expect(instrumentTradingSchema.parse(answer.json())).toMatchObject({ symbol: 'AAPL', tradable: true });
  const unknown = await stack.send('GET', '/api/instruments/ZZZZQ/trading');
  expect(unknown.statusCode, unknown.body).toBe(404);
  expect(apiErrorSchema.parse(unknown.json()).error.code).toBe('UNKNOWN_SYMBOL');
});

import { expect, test, vi } from 'vitest';
import { orderListSchema, placeOrderResultSchema, type OrderDraft } from '@contracts/orders';
import { brokerOrder, lastPrice, limitBuy, orderDetail } from './testing/stack-orders';
import { MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// DAY orders on the half day after Thanksgiving, over the BFF and the simulator process: the
// broker ends them at the 13:00 close with CANCEL_SUCCESS and no reason, and the BFF names the
// expiry from the calendar (docs/protocol.md#expired-day-orders). A wide budget for a
// correctness check on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let stack: TradingStack;
stackForFile((started) => (stack = started));

const WAIT = { timeout: 90_000, interval: 250 };
/** New York time on Friday 27 November 2026 (EST, UTC-5). */
const halfDay = (hour: number, minute = 0, second = 0) => Date.UTC(2026, 10, 27, hour + 5, minute, second);

async function place(draft: OrderDraft) {
  const answer = await stack.send('POST', '/api/orders', draft);
  expect(answer.statusCode, answer.body).toBe(200);
  return placeOrderResultSchema.parse(answer.json()).orders;
}

async function history() {
  const answer = await stack.send('GET', `/api/orders?account_id=${MARGIN_ACCOUNT}&view=history`);
  expect(answer.statusCode, answer.body).toBe(200);
  return orderListSchema.parse(answer.json()).orders;
}

test('at the half day close a DAY order expires with its reason; a cancelled one and a GTC one do not', async () => {
  await vi.waitFor(() => {
    expect(stack.eventState()).toBe('live');
  }, WAIT);
  await stack.control.pinClock(halfDay(10));
  const price = ((await lastPrice(stack, 'AAPL')) * 0.8).toFixed(2);
  const expiring = limitBuy(price);
  const cancelled = limitBuy(price);
  const goodTillCancelled = limitBuy(price, { time_in_force: 'GTC' });
  for (const draft of [expiring, cancelled, goodTillCancelled])
    expect((await place(draft))[0]?.status).toBe('SUBMITTED');
  const cancel = await stack.send('POST', `/api/orders/${cancelled.client_order_id}/cancel`, {
    account_id: MARGIN_ACCOUNT,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await vi.waitFor(async () => {
    expect((await orderDetail(stack, cancelled.client_order_id)).order.status).toBe('CANCELLED');
  }, WAIT);

  await stack.control.pinClock(halfDay(13, 0, 30));

  await vi.waitFor(async () => {
    const { order, timeline } = await orderDetail(stack, expiring.client_order_id);
    expect(order).toMatchObject({ status: 'CANCELLED', message: 'expired at the close' });
    expect(timeline.at(-1)).toMatchObject({ kind: 'cancelled', detail: 'expired at the close' });
  }, WAIT);
  expect((await brokerOrder(stack, expiring.client_order_id))?.status).toBe('CANCELLED');
  // The history list (the broker's rows, which carry no reason) shows the journal's reason.
  const listed = new Map((await history()).map((o) => [o.client_order_id, o]));
  expect(listed.get(expiring.client_order_id)).toMatchObject({
    status: 'CANCELLED',
    message: 'expired at the close',
  });
  expect(listed.get(cancelled.client_order_id)?.status).toBe('CANCELLED');
  expect(listed.get(cancelled.client_order_id)?.message).toBeUndefined();
  const { timeline } = await orderDetail(stack, cancelled.client_order_id);
  expect(timeline.at(-1)?.detail).toBeUndefined();
  expect((await brokerOrder(stack, goodTillCancelled.client_order_id))?.status).toBe('SUBMITTED');
});

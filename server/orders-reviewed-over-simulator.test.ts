import { expect, test, vi } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { placeOrderResultSchema } from '@contracts/orders';
import { limitBuy, orderDetail, lastPrice, placeCalls, stopsAfterSending } from './testing/stack-orders';
import { anotherOrderService, MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// Confirm after Review: the review journals the intent, the place claims it
// (docs/trading.md#placing-an-order). One simulator and BFF for the file, reset before each
// test (resetStack).

let stack: TradingStack;
stackForFile((started) => (stack = started), { resetEachTest: true });

test('a place under a reviewed id of another order is refused and sends nothing; the reviewed one goes', async () => {
  const draft = limitBuy(((await lastPrice(stack, 'AAPL')) * 0.9).toFixed(2));
  expect((await stack.send('POST', '/api/orders/preview', draft)).statusCode).toBe(200);
  expect((await stack.journal.getIntent(MARGIN_ACCOUNT, draft.client_order_id))?.state).toBe('reviewed');

  const changed = await stack.send('POST', '/api/orders', { ...draft, quantity: '11' });
  expect(changed.statusCode).toBe(409);
  const refusal = apiErrorSchema.parse(changed.json()).error;
  expect(refusal.code).toBe('REVIEW_CHANGED');
  expect(refusal.message).toContain('not the one reviewed');
  expect(await placeCalls(stack)).toHaveLength(0);

  const placed = await stack.send('POST', '/api/orders', draft);
  expect(placeOrderResultSchema.parse(placed.json()).orders[0]).toMatchObject({ status: 'SUBMITTED', quantity: '10' });
  expect(await placeCalls(stack)).toHaveLength(1);
});

test('a review a previous run left unplaced expires at the next start; its Confirm says review again', async () => {
  const draft = limitBuy(((await lastPrice(stack, 'AAPL')) * 0.9).toFixed(2));
  expect((await stack.send('POST', '/api/orders/preview', draft)).statusCode).toBe(200);
  // The next run over the same journal: the review may have been placed just before a crash.
  const next = anotherOrderService(stack);
  try {
    expect(await next.resolveUnfinished()).toBe(1);
    await vi.waitFor(
      async () => {
        expect((await stack.journal.getIntent(MARGIN_ACCOUNT, draft.client_order_id))?.state).toBe('expired');
      },
      { timeout: 60_000, interval: 200 },
    );
    await expect(next.place(draft)).rejects.toMatchObject({ httpStatus: 409, code: 'REVIEW_EXPIRED' });
    await expect(stack.orders.place(draft)).rejects.toThrow('Review the order again');
    expect(await placeCalls(stack)).toHaveLength(0);
    // Nothing was placed, so nothing is listed: no failed order for a review never confirmed.
    expect(await stack.journal.getOrder(MARGIN_ACCOUNT, draft.client_order_id)).toBeUndefined();
  } finally {
    next.close();
  }
});

test('a reviewed order a run sent just before it stopped is found by the next, and sent once', async () => {
  const draft = limitBuy(((await lastPrice(stack, 'AAPL')) * 0.9).toFixed(2));
  // This run's place call reaches the broker, and then the run is gone: its answer never comes.
  const first = anotherOrderService(stack, stopsAfterSending());
  await first.preview(draft);
  void first.place(draft);
  await vi.waitFor(
    async () => {
      expect((await stack.journal.getIntent(MARGIN_ACCOUNT, draft.client_order_id))?.state).toBe('journaled');
      expect(await placeCalls(stack)).toHaveLength(1);
    },
    { timeout: 60_000, interval: 200 },
  );
  first.close();
  const next = anotherOrderService(stack);
  try {
    expect(await next.resolveUnfinished()).toBe(1);
    await vi.waitFor(
      async () => {
        expect((await orderDetail(stack, draft.client_order_id)).order.status).toBe('SUBMITTED');
      },
      { timeout: 60_000, interval: 250 },
    );
    expect((await orderDetail(stack, draft.client_order_id)).timeline.map((s) => s.kind)).toEqual([
      'reviewed',
      'sent',
      'accepted',
    ]);
    expect(await placeCalls(stack)).toHaveLength(1);
  } finally {
    next.close();
  }
});

import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@contracts/common';
import { executionListSchema } from '@contracts/executions';
import { placeOrderResultSchema, type OrderDraft } from '@contracts/orders';
import { brokerOrder, limitBuy } from './testing/stack-orders';
import { MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// One simulator for the file (docs/trading.md#executions).

let stack: TradingStack;
stackForFile((started) => (stack = started));

const WAIT = { timeout: 60_000, interval: 200 };

/** The simulator's own execution rows, read past the BFF (within its order-query budget). */
async function brokerExecutions(clientOrderId?: string) {
  const answer = await stack.broker.scheduler.run({ group: 'order-query', priority: 'account' }, () =>
    stack.client.call('orders:executions', {
      query: [
        ['account_id', MARGIN_ACCOUNT],
        ['page_size', '100'],
        ...(clientOrderId === undefined ? [] : ([['client_order_id', clientOrderId]] as [string, string][])),
      ],
    }),
  );
  return z
    .array(
      z.object({
        execution_id: z.string(),
        client_order_id: z.string(),
        side: z.string(),
        filled_quantity: z.string(),
        filled_price: z.string(),
        execution_time: z.string(),
      }),
    )
    .parse(answer);
}

async function place(draft: OrderDraft) {
  const answer = await stack.send('POST', '/api/orders', draft);
  expect(answer.statusCode, answer.body).toBe(200);
  return placeOrderResultSchema.parse(answer.json()).orders;
}

const market = (side: 'BUY' | 'SELL', quantity: string): OrderDraft =>
  limitBuy('1', { symbol: 'MSFT', side, quantity, order_type: 'MARKET', limit_price: undefined });

async function filled(clientOrderId: string) {
  await vi.waitFor(async () => {
    expect((await brokerOrder(stack, clientOrderId))?.status).toBe('FILLED');
  }, WAIT);
}

async function executions(query = '') {
  const answer = await stack.send('GET', `/api/accounts/${MARGIN_ACCOUNT}/executions${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return executionListSchema.parse(answer.json());
}

test('the account list and one order list are the broker executions, newest first, to the cent', async () => {
  const buy = market('BUY', '3');
  const sell = market('SELL', '1');
  await place(buy);
  await filled(buy.client_order_id);
  await place(sell);
  await filled(sell.client_order_id);

  const all = await executions();
  const broker = await brokerExecutions();
  expect(all.account_id).toBe(MARGIN_ACCOUNT);
  expect(all.truncated).toBe(false);
  expect(
    all.executions.map((e) => [e.execution_id, e.client_order_id, e.side, e.quantity, e.price, e.executed_at]),
  ).toEqual(
    broker.map((e) => [
      e.execution_id,
      e.client_order_id,
      e.side,
      e.filled_quantity,
      e.filled_price,
      Number(e.execution_time),
    ]),
  );
  // Newest first: the sell is before the buy.
  const ids = all.executions.map((e) => e.client_order_id);
  expect(ids.indexOf(sell.client_order_id)).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf(sell.client_order_id)).toBeLessThan(ids.indexOf(buy.client_order_id));

  const ofBuy = await executions(`?client_order_id=${buy.client_order_id}`);
  expect(ofBuy.client_order_id).toBe(buy.client_order_id);
  expect(ofBuy.executions.length).toBeGreaterThan(0);
  expect(ofBuy.executions.every((e) => e.client_order_id === buy.client_order_id && e.side === 'BUY')).toBe(true);
  const shares = ofBuy.executions.reduce((total, e) => total + Number(e.quantity), 0);
  expect(shares).toBe(3);
});

test('a malformed order id is a 400 naming the parameter, and nothing is asked of the broker', async () => {
  const before = (await stack.control.stats()).filter((r) => r.path === '/trading/orders/executions/list').length;
  const answer = await stack.send('GET', `/api/accounts/${MARGIN_ACCOUNT}/executions?client_order_id=a%20b`);
  expect(answer.statusCode).toBe(400);
  expect(apiErrorSchema.parse(answer.json()).error.message).toContain('client_order_id');
  const after = (await stack.control.stats()).filter((r) => r.path === '/trading/orders/executions/list').length;
  expect(after).toBe(before);
});

import { expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { placeOrderResultSchema } from '@contracts/orders';
import { createNodeTransport, type TransportRequest } from './upstream/client/transport';
import { lastPrice, limitBuy, placeCalls } from './testing/stack-orders';
import { anotherOrderService, MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// One simulator and BFF for the file.

let stack: TradingStack;
stackForFile((started) => (stack = started), { resetEachTest: true });

test('a misspelt `brackets` places nothing at the broker; spelt right, the order goes out with its stop loss', async () => {
  const price = (await lastPrice(stack, 'AAPL')) * 0.9;
  const draft = limitBuy(price.toFixed(2));
  const stopLoss = (price * 0.9).toFixed(2);

  const misspelt = await stack.send('POST', '/api/orders', { ...draft, brackets: { stop_loss_price: stopLoss } });
  expect(misspelt.statusCode).toBe(400);
  expect(apiErrorSchema.parse(misspelt.json()).error.message).toBe('unknown field `brackets`');
  expect(await placeCalls(stack)).toHaveLength(0);
  // Not even journaled: the same id is still free for the order as meant.
  expect(await stack.journal.getIntent(MARGIN_ACCOUNT, draft.client_order_id)).toBeUndefined();

  const placed = await stack.send('POST', '/api/orders', { ...draft, bracket: { stop_loss_price: stopLoss } });
  expect(placed.statusCode, placed.body).toBe(200);
  const orders = placeOrderResultSchema.parse(placed.json()).orders;
  expect(orders.map((order) => order.role).sort()).toEqual(['MASTER', 'STOP_LOSS']);
  expect(orders.find((order) => order.role === 'STOP_LOSS')?.stop_price).toBe(stopLoss);
  expect(await placeCalls(stack)).toHaveLength(1);
});

test('a place goes with the `category` header the SDKs send, US_EQUITY, and the broker takes it', async () => {
  const sent: TransportRequest[] = [];
  const node = createNodeTransport();
  const orders = anotherOrderService(stack, (request) => {
    sent.push(request);
    return node(request);
  });
  const draft = limitBuy(((await lastPrice(stack, 'AAPL')) * 0.9).toFixed(2));
  const [placed] = await orders.place(draft);
  expect(placed?.status).toBe('SUBMITTED');
  const place = sent.find((request) => request.url.pathname === '/trading/orders/place');
  expect(place?.headers.category).toBe('US_EQUITY');
  // Only the place: the other calls go as before.
  expect(sent.filter((request) => request.headers.category !== undefined)).toEqual([place]);
});

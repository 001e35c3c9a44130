import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { closePositionResultSchema } from '@contracts/close-position';
import { apiErrorSchema } from '@contracts/common';
import { placeOrderResultSchema, type OrderDraft } from '@contracts/orders';
import { upstreamOrderPageSchema } from '@server/upstream/trading/order-records';
import { brokerGroup, lastPrice, limitBuy, placeCalls } from './testing/stack-orders';
import { MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// Closing closes (docs/trading.md#closing-a-position), over the real BFF and paper broker. One
// simulator for the file: each test trades a symbol of its own, which the account does not hold
// at the start.

let stack: TradingStack;
stackForFile((started) => (stack = started));

const WAIT = { timeout: 60_000, interval: 200 };
const closePath = (symbol: string) => `/api/accounts/${MARGIN_ACCOUNT}/positions/${symbol}/close`;

async function place(draft: OrderDraft) {
  const answer = await stack.send('POST', '/api/orders', draft);
  expect(answer.statusCode, answer.body).toBe(200);
  return placeOrderResultSchema.parse(answer.json()).orders;
}

/** The margin account's holding of `symbol` at the broker, read past the BFF's routes. */
async function heldAtBroker(symbol: string): Promise<number> {
  const answer = await stack.broker.scheduler.run({ group: 'assets', priority: 'account' }, () =>
    stack.client.call('listPositions', { query: [['account_id', MARGIN_ACCOUNT]] }),
  );
  const rows = z.array(z.object({ symbol: z.string(), quantity: z.string() })).parse(answer);
  return Number(rows.find((p) => p.symbol === symbol)?.quantity ?? '0');
}

/** The broker's working orders of `symbol` (open or waiting), as the provider lists them. */
async function workingAtBroker(symbol: string) {
  const answer = await stack.broker.scheduler.run({ group: 'order-query', priority: 'account' }, () =>
    stack.client.call('orders:open', { query: [['account_id', MARGIN_ACCOUNT]] }),
  );
  return upstreamOrderPageSchema
    .parse(answer)
    .data.flatMap((group) => group?.orders ?? [])
    .filter((o) => o !== null)
    .filter((o) => o.symbol === symbol);
}

/**
 * What a close must leave: nothing working of `symbol` on the side that would sell (or buy)
 * once the position is gone, so nothing can open the opposite position.
 */
async function expectNothingCanOpenTheOtherSide(symbol: string, closingSide: 'SELL' | 'BUY') {
  const working = await workingAtBroker(symbol);
  expect(working.filter((o) => (closingSide === 'SELL' ? o.side !== 'BUY' : o.side === 'BUY'))).toEqual([]);
}

async function eventStreamLive() {
  await vi.waitFor(() => {
    expect(stack.eventState()).toBe('live');
  }, WAIT);
}

test('a bracketed position: concurrent closes cancel its take profit and stop loss and make one order', async () => {
  await eventStreamLive();
  const symbol = 'MSFT';
  const last = await lastPrice(stack, symbol);
  // A limit above the market fills at once; its exits then work.
  const entry = limitBuy((last * 1.01).toFixed(2), {
    symbol,
    bracket: { take_profit_price: (last * 1.1).toFixed(2), stop_loss_price: (last * 0.9).toFixed(2) },
  });
  await place(entry);
  await vi.waitFor(async () => {
    expect((await brokerGroup(stack, entry.client_order_id)).map((o) => o.status)).toEqual([
      'FILLED',
      'SUBMITTED',
      'SUBMITTED',
    ]);
  }, WAIT);
  expect(await heldAtBroker(symbol)).toBe(10);
  const placesBefore = (await placeCalls(stack)).length;

  // Two tabs and a double press at once: three requests in flight together.
  const answers = await Promise.all([1, 2, 3].map(() => stack.send('POST', closePath(symbol), {})));

  for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
  const results = answers.map((a) => closePositionResultSchema.parse(a.json()));
  const ids = new Set(results.map((r) => r.orders[0]?.client_order_id));
  expect(ids.size).toBe(1);
  expect(await placeCalls(stack)).toHaveLength(placesBefore + 1);
  const [first] = results;
  expect(first?.orders).toHaveLength(1);
  expect(first?.orders[0]).toMatchObject({ symbol, side: 'SELL', order_type: 'MARKET', quantity: '10' });
  expect(first?.cancelled.map((o) => o.role).sort()).toEqual(['STOP_LOSS', 'STOP_PROFIT']);

  await vi.waitFor(async () => {
    expect(await heldAtBroker(symbol)).toBe(0);
  }, WAIT);
  const legs = await brokerGroup(stack, entry.client_order_id);
  expect(legs.filter((o) => o.combo_type !== 'MASTER').map((o) => o.status)).toEqual(['CANCELLED', 'CANCELLED']);
  await expectNothingCanOpenTheOtherSide(symbol, 'SELL');

  // Once flat, another close is refused in words and sends nothing.
  const again = await stack.send('POST', closePath(symbol), {});
  expect(again.statusCode, again.body).toBe(409);
  expect(apiErrorSchema.parse(again.json()).error).toMatchObject({ code: 'NOTHING_TO_CLOSE' });
  expect(await placeCalls(stack)).toHaveLength(placesBefore + 1);
});

test('a position with a protective stop: the stop is cancelled before the close, and none is left working', async () => {
  await eventStreamLive();
  const symbol = 'NVDA';
  const last = await lastPrice(stack, symbol);
  await place(limitBuy((last * 1.01).toFixed(2), { symbol, quantity: '7' }));
  await vi.waitFor(async () => {
    expect(await heldAtBroker(symbol)).toBe(7);
  }, WAIT);
  const stop = limitBuy('1', {
    symbol,
    side: 'SELL',
    order_type: 'STOP_LOSS',
    quantity: '7',
    stop_price: (last * 0.9).toFixed(2),
  });
  delete stop.limit_price;
  await place(stop);
  expect((await workingAtBroker(symbol)).map((o) => o.client_order_id)).toEqual([stop.client_order_id]);

  const answer = await stack.send('POST', closePath(symbol), {});

  expect(answer.statusCode, answer.body).toBe(200);
  const result = closePositionResultSchema.parse(answer.json());
  expect(result.cancelled.map((o) => o.client_order_id)).toEqual([stop.client_order_id]);
  expect(result.orders[0]).toMatchObject({ side: 'SELL', quantity: '7' });
  await vi.waitFor(async () => {
    expect(await heldAtBroker(symbol)).toBe(0);
  }, WAIT);
  await expectNothingCanOpenTheOtherSide(symbol, 'SELL');
  expect((await brokerGroup(stack, stop.client_order_id))[0]?.status).toBe('CANCELLED');
});

test('nothing to close: 409 in words, and nothing is cancelled or sent', async () => {
  const symbol = 'KO';
  expect(await heldAtBroker(symbol)).toBe(0);
  // A resting buy of a symbol not held is no exit: it stays.
  const resting = limitBuy(((await lastPrice(stack, symbol)) * 0.8).toFixed(2), { symbol });
  await place(resting);
  const placesBefore = (await placeCalls(stack)).length;
  const cancelsBefore = (await stack.control.stats()).filter((r) => r.path === '/trading/orders/cancel').length;

  const answer = await stack.send('POST', closePath(symbol), {});

  expect(answer.statusCode, answer.body).toBe(409);
  const { error } = apiErrorSchema.parse(answer.json());
  expect(error.code).toBe('NOTHING_TO_CLOSE');
  expect(error.message).toBe('You hold no KO in this account: there is nothing to close.');
  expect(await placeCalls(stack)).toHaveLength(placesBefore);
  expect((await stack.control.stats()).filter((r) => r.path === '/trading/orders/cancel')).toHaveLength(cancelsBefore);
  expect((await workingAtBroker(symbol)).map((o) => o.client_order_id)).toEqual([resting.client_order_id]);
});

import { expect, test, vi } from 'vitest';
import {
  cancelAllResultSchema,
  orderDetailSchema,
  orderListSchema,
  placeOrderResultSchema,
  type TradingOrder,
} from '@contracts/orders';
import { apiErrorSchema } from '@contracts/common';
import { brokerOrder, lastPrice, limitBuy, orderDetail } from './testing/stack-orders';
import { MARGIN_ACCOUNT, stackForFile, type TradingStack } from './testing/trading-stack';

// Order records the BFF does not model, as the live service can list them (seeded through the
// simulator's control surface), beside the BFF's own orders: docs/protocol.md#the-order-record.
// One simulator and BFF for the file, reset before each test.

let stack: TradingStack;
stackForFile((started) => (stack = started), { resetEachTest: true });

const WAIT = { timeout: 60_000, interval: 200 };
let serial = 0;
const freshId = (prefix: string) => `${prefix}${String(Date.now())}${String((serial += 1))}`;

/** A working option leg: instrument, side, type and status all outside what the BFF models. */
function optionLeg(clientOrderId: string) {
  return {
    client_order_id: clientOrderId,
    combo_type: 'NORMAL',
    instrument_type: 'OPTION',
    symbol: 'AAPL',
    side: 'SELL_SHORT',
    order_type: 'STOP_LOSS_LIMIT_OPTION',
    status: 'PENDING_REVIEW',
    time_in_force: 'DAY',
    option_type: 'CALL',
    strike_price: '250',
    option_expire_date: '2026-12-18',
    total_quantity: '2',
    filled_quantity: '0',
    limit_price: '3.40',
    stop_price: '3.60',
  };
}

async function seed(record: Record<string, unknown>, extra: { working?: boolean; group_combo_type?: string } = {}) {
  await stack.control.seedForeignOrder({ account_id: MARGIN_ACCOUNT, record, ...extra });
}

async function list(view: 'open' | 'history'): Promise<TradingOrder[]> {
  const answer = await stack.send('GET', `/api/orders?account_id=${MARGIN_ACCOUNT}&view=${view}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return orderListSchema.parse(answer.json()).orders;
}

async function placeBelowMarket() {
  const draft = limitBuy(((await lastPrice(stack, 'AAPL')) * 0.9).toFixed(2));
  const answer = await stack.send('POST', '/api/orders', draft);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(placeOrderResultSchema.parse(answer.json()).orders[0]?.status).toBe('SUBMITTED');
  return draft;
}

const skippedLines = () => stack.log.filter((line) => line.includes('skipped an order with no client_order_id'));

test('open orders, history and detail show foreign records as OTHER with raw values; an id-less one is skipped once', async () => {
  const mine = await placeBelowMarket();
  const option = freshId('opt');
  const oto = freshId('oto');
  await seed(optionLeg(option));
  await seed(
    { ...optionLeg(oto), combo_type: 'OTO', instrument_type: 'EQUITY', side: 'BUY', order_type: 'LIMIT' },
    { group_combo_type: 'OTO' },
  );
  await seed({ symbol: 'TSLA', side: 'BUY', status: 'SUBMITTED', order_id: null });

  const open = await list('open');
  const byId = new Map(open.map((o) => [o.client_order_id, o]));
  expect(byId.get(mine.client_order_id)).toMatchObject({ side: 'BUY', order_type: 'LIMIT', status: 'SUBMITTED' });
  expect(byId.get(mine.client_order_id)).not.toHaveProperty('raw');
  expect(byId.get(option)).toMatchObject({
    symbol: 'AAPL',
    side: 'OTHER',
    order_type: 'OTHER',
    status: 'OTHER',
    quantity: '2',
    limit_price: '3.40',
    raw: {
      instrument_type: 'OPTION',
      side: 'SELL_SHORT',
      order_type: 'STOP_LOSS_LIMIT_OPTION',
      status: 'PENDING_REVIEW',
      option_type: 'CALL',
      strike_price: '250',
    },
  });
  expect(byId.get(oto)).toMatchObject({ role: 'OTHER', side: 'BUY', order_type: 'LIMIT', raw: { combo_type: 'OTO' } });
  expect(open.filter((o) => o.symbol === 'TSLA')).toEqual([]);
  expect(skippedLines()).toHaveLength(1);
  expect(skippedLines()[0]).toContain('symbol TSLA');

  const history = await list('history');
  expect(history.map((o) => o.client_order_id)).toEqual(expect.arrayContaining([mine.client_order_id, option, oto]));
  // Read again, the record without ids is not told again.
  expect(skippedLines()).toHaveLength(1);

  const detail = await stack.send('GET', `/api/orders/${option}?account_id=${MARGIN_ACCOUNT}`);
  expect(detail.statusCode, detail.body).toBe(200);
  expect(orderDetailSchema.parse(detail.json()).order.raw).toMatchObject({ status: 'PENDING_REVIEW' });
});

test('a foreign order is never modified: the change is refused before anything is sent', async () => {
  const option = freshId('opt');
  await seed(optionLeg(option));
  const answer = await stack.send('POST', `/api/orders/${option}/replace`, {
    account_id: MARGIN_ACCOUNT,
    limit_price: '3.50',
  });
  expect(answer.statusCode, answer.body).toBe(409);
  expect(apiErrorSchema.parse(answer.json()).error.code).toBe('ORDER_NOT_MODELLED');
  expect((await stack.control.stats()).filter((r) => r.path === '/trading/orders/replace')).toEqual([]);
});

test('cancel all cancels a working foreign order with the own ones, leaves a finished one, and names one it cannot', async () => {
  const mine = await placeBelowMarket();
  const option = freshId('opt');
  const done = freshId('exp');
  const nameless = freshId('ORD');
  await seed(optionLeg(option));
  await seed({ ...optionLeg(done), status: 'EXPIRED_BY_BROKER' }, { working: false });
  // Listed by the broker with an order id only: no cancel can name it.
  await seed({ ...optionLeg(''), client_order_id: null, order_id: nameless });

  const answer = await stack.send('POST', '/api/orders/cancel-all', { account_id: MARGIN_ACCOUNT });
  expect(answer.statusCode, answer.body).toBe(200);
  const result = cancelAllResultSchema.parse(answer.json());
  expect(result.failed).toEqual([
    {
      client_order_id: nameless,
      message: `The broker's record of order ${nameless} has no client order id, so it cannot be cancelled from here: cancel it where it was placed.`,
    },
  ]);
  expect(result.cancelled.sort()).toEqual([mine.client_order_id, option].sort());
  expect((await stack.control.stats()).filter((r) => r.path === '/trading/orders/cancel')).toHaveLength(2);
  expect((await brokerOrder(stack, option))?.status).toBe('CANCELLED');
  expect((await brokerOrder(stack, done))?.status).toBe('EXPIRED_BY_BROKER');
  // The broker's CANCEL_SUCCESS reaches the journal: the order is cancelled, its raw words kept.
  await vi.waitFor(async () => {
    const { order, timeline } = await orderDetail(stack, option);
    expect(order.status).toBe('CANCELLED');
    expect(timeline.map((s) => s.kind)).toEqual(['cancel_requested', 'cancelled']);
  }, WAIT);
  expect((await list('open')).map((o) => o.client_order_id)).toEqual([nameless]);
});

test('start-up resolution: an order the broker lists in an unknown status is accepted, neither filled nor cancelled', async () => {
  await seed(optionLeg(freshId('opt')));
  const found = limitBuy('100.00');
  const missing = limitBuy('100.00');
  // The broker took `found` and lists it in a status the BFF does not know.
  await seed({ ...optionLeg(found.client_order_id), instrument_type: 'EQUITY', side: 'BUY', order_type: 'LIMIT' });
  for (const draft of [found, missing])
    await stack.journal.recordIntent({ account_id: MARGIN_ACCOUNT, draft, created_at: Date.now() });

  expect(await stack.orders.resolveUnfinished()).toBe(2);

  await vi.waitFor(async () => {
    expect((await stack.journal.getIntent(MARGIN_ACCOUNT, found.client_order_id))?.state).toBe('accepted');
    expect((await stack.journal.getIntent(MARGIN_ACCOUNT, missing.client_order_id))?.state).toBe('not_placed');
  }, WAIT);
  const { order, timeline } = await orderDetail(stack, found.client_order_id);
  expect(order).toMatchObject({ status: 'OTHER', raw: { status: 'PENDING_REVIEW' } });
  expect(timeline.map((s) => s.kind)).toEqual(['accepted']);
});

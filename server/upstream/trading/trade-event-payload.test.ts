import { expect, test } from 'vitest';
import { parseOrderEvent } from './trade-event-payload';

const message = (payload: unknown) => ({
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  requestId: 'msg-req',
  timestamp: 1_763_706_208_700,
});

// Field for field as docs/protocol.md#scene-types lists them, the quantities in the forms it names.
const partialFill = {
  request_id: 'abc123',
  account_id: 'ACC1',
  order_id: 'ORD9',
  client_order_id: 'my-order-1',
  instrument_id: '913256135',
  order_status: 'SUBMITTED',
  symbol: 'AAPL',
  qty: '10.00',
  filled_price: '150.2500',
  filled_qty: '3.0000000000',
  filled_time: '2025-11-21T06:23:28.601+0000',
  side: 'BUY',
  scene_type: 'FILLED',
  category: 'US_STOCK',
  order_type: 'LIMIT',
};

test('an order event reads into camelCase with plain decimal strings and the fill time in ms', () => {
  expect(parseOrderEvent(message(partialFill))).toEqual({
    ok: true,
    event: {
      requestId: 'abc123',
      accountId: 'ACC1',
      clientOrderId: 'my-order-1',
      orderId: 'ORD9',
      instrumentId: '913256135',
      symbol: 'AAPL',
      category: 'US_STOCK',
      sceneType: 'FILLED',
      orderStatus: 'SUBMITTED',
      side: 'BUY',
      orderType: 'LIMIT',
      qty: '10',
      filledQty: '3',
      filledPrice: '150.25',
      filledTime: Date.UTC(2025, 10, 21, 6, 23, 28, 601),
      sentAt: 1_763_706_208_700,
    },
  });
});

test('"0E-10", empty strings and numbers: zero, absent, and the number as text', () => {
  const parsed = parseOrderEvent(
    message({
      ...partialFill,
      scene_type: 'PLACE_FAILED',
      order_status: 'FAILED',
      order_id: '',
      filled_qty: '0E-10',
      filled_price: '',
      filled_time: '',
      qty: 5,
    }),
  );
  expect(parsed).toMatchObject({ ok: true, event: { qty: '5', filledQty: '0' } });
  if (!parsed.ok) return;
  expect(parsed.event.orderId).toBeUndefined();
  expect(parsed.event.filledPrice).toBeUndefined();
  expect(parsed.event.filledTime).toBeUndefined();
});

test('unknown fields and scene types pass; a missing request_id takes the message one', () => {
  const parsed = parseOrderEvent(
    message({
      ...partialFill,
      request_id: undefined,
      scene_type: 'SOMETHING_NEW',
      fees: [{ type: 'SEC', actual_value: '0.01' }],
      extra: { a: 1 },
    }),
  );
  expect(parsed).toMatchObject({ ok: true, event: { requestId: 'msg-req', sceneType: 'SOMETHING_NEW' } });
});

test('epoch milliseconds as text are a fill time too; an unreadable time is left out, the event kept', () => {
  expect(parseOrderEvent(message({ ...partialFill, filled_time: '1763706208601' }))).toMatchObject({
    ok: true,
    event: { filledTime: 1_763_706_208_601 },
  });
  const parsed = parseOrderEvent(message({ ...partialFill, filled_time: 'yesterday' }));
  expect(parsed.ok && parsed.event.filledTime).toBeUndefined();
});

test('not JSON, no account, no client order id or a quantity that is no number: a problem, never a throw', () => {
  expect(parseOrderEvent(message('{"account_id":'))).toEqual({ ok: false, problem: 'the payload is not JSON' });
  expect(parseOrderEvent(message('[]'))).toMatchObject({ ok: false });
  expect(parseOrderEvent(message({ ...partialFill, account_id: undefined }))).toEqual({
    ok: false,
    problem: 'unexpected payload at account_id: missing',
  });
  expect(parseOrderEvent(message({ ...partialFill, client_order_id: ' ' }))).toMatchObject({ ok: false });
  expect(parseOrderEvent(message({ ...partialFill, filled_qty: 'ten' }))).toEqual({
    ok: false,
    problem: 'unexpected payload at filled_qty: not a decimal: ten',
  });
});

import { expect, test, vi } from 'vitest';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { createLineDrag } from './line-drag';
import { orderLinesFor, withMove } from './order-lines';
import { roundToTick } from '@market/price-tick';

test("the shown symbol's open orders become lines labelled by side, size and kind", () => {
  const lines = orderLinesFor(
    [
      tradingOrder({ client_order_id: 'L1' }),
      tradingOrder({
        client_order_id: 'S1',
        side: 'SELL',
        order_type: 'STOP_LOSS_LIMIT',
        quantity: '5.00',
        stop_price: '180.00',
        limit_price: '179.50',
      }),
      tradingOrder({ client_order_id: 'C1', status: 'CHECKING' }),
      tradingOrder({ client_order_id: 'M1', symbol: 'MSFT' }),
      tradingOrder({ client_order_id: 'F1', status: 'FILLED' }),
      tradingOrder({ client_order_id: 'K1', order_type: 'MARKET', limit_price: undefined }),
    ],
    'AAPL',
  );
  expect(lines.map((l) => [l.key, l.label, l.price, l.draggable])).toEqual([
    ['L1:limit', 'BUY 10 LMT', '185.00', true],
    ['S1:limit', 'SELL 5 LMT', '179.50', true],
    ['S1:stop', 'SELL 5 STP', '180.00', true],
    ['C1:limit', 'BUY 10 LMT', '185.00', false],
  ]);
  expect(withMove(lines, { key: 'S1:stop', price: '181.00' })[2]).toMatchObject({ price: '181.00', moving: true });
});

test('a dragged price lands on the grid: cents at or above $1, hundredths of a cent below', () => {
  expect(roundToTick(185.123456)).toBe('185.12');
  expect(roundToTick(185.125)).toBe('185.13');
  expect(roundToTick(0.123456)).toBe('0.1235');
  expect(roundToTick(0.99996)).toBe('1.00');
  expect(roundToTick(0.00001)).toBeNull();
  expect(roundToTick(-3)).toBeNull();
  expect(roundToTick(null)).toBeNull();
});

// One pixel is 0.10 dollars; 185.00 sits at y = 100.
const scale = { toY: (price: number) => 100 - (price - 185) * 10, toPrice: (y: number) => 185 + (100 - y) / 10 };

function drag() {
  const lines = orderLinesFor(
    [tradingOrder(), tradingOrder({ client_order_id: 'C1', status: 'CHECKING', limit_price: '190.00' })],
    'AAPL',
  );
  const events = { onPreview: vi.fn(), onDrop: vi.fn(), onCancel: vi.fn() };
  return { lines, events, drag: createLineDrag(() => lines, scale, events) };
}

test('press near a line, move and release: the order is dropped at the grid price under the pointer', () => {
  const { lines, events, drag: d } = drag();
  expect(d.press(130)).toBe(false);
  expect(d.press(50)).toBe(false); // the CHECKING order's line cannot be taken
  expect(d.press(104)).toBe(true);
  d.move(90.3);
  d.move(80.04);
  expect(events.onPreview.mock.calls.map(([, price]: unknown[]) => price)).toEqual(['185.97', '187.00']);
  d.release();
  expect(events.onDrop).toHaveBeenCalledWith(lines[0], '187.00');
  expect(d.dragging()).toBe(false);
});

test('Escape while dragging, or a release where it started, puts the line back and sends nothing', () => {
  const { lines, events, drag: d } = drag();
  d.press(100);
  d.move(60);
  d.cancel();
  d.press(100);
  d.move(100.04);
  d.release();
  expect(events.onDrop).not.toHaveBeenCalled();
  expect(events.onCancel.mock.calls).toEqual([[lines[0]], [lines[0]]]);
});

test('an open order of a kind the dashboard does not model draws no line', () => {
  const lines = orderLinesFor(
    [
      tradingOrder({ client_order_id: 'L1' }),
      tradingOrder({ client_order_id: 'O1', raw: { instrument_type: 'OPTION', symbol: 'AAPL' } }),
      tradingOrder({ client_order_id: 'X1', status: 'OTHER', raw: { status: 'PENDING_REVIEW' } }),
    ],
    'AAPL',
  );
  expect(lines.map((l) => l.key)).toEqual(['L1:limit']);
});

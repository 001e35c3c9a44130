// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { orderLinesFor, withAsk } from '../utils/order-lines';
import { attachOrderLines } from './order-line-layer';
import { fakeLineSeries } from '../testing/fake-line-series';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup() {
  const container = document.createElement('div');
  const pane = document.createElement('canvas');
  container.append(pane);
  document.body.append(container);
  const chart = { applyOptions: vi.fn() };
  const { series, lines } = fakeLineSeries();
  const onDrop = vi.fn();
  const chartMouseDown = vi.fn();
  pane.addEventListener('mousedown', chartMouseDown);
  const layer = attachOrderLines(container, chart, series, onDrop);
  layer.update(orderLinesFor([tradingOrder()], 'AAPL'));
  const at = (type: string, clientY: number, target: EventTarget = pane) =>
    target.dispatchEvent(new PointerEvent(type, { clientY, button: 0, bubbles: true, cancelable: true }));
  return { pane, chart, lines, onDrop, chartMouseDown, at };
}

test('a working order is drawn as a labelled line at its price', () => {
  const { lines } = setup();
  expect(lines.get('ORD1:limit')).toEqual({ price: 185, title: 'BUY 10 LMT' });
});

test('an update touches only the lines that changed: each change redraws the chart', () => {
  const chart = { applyOptions: vi.fn() };
  const { series, lines, changed } = fakeLineSeries();
  const layer = attachOrderLines(document.createElement('div'), chart, series, vi.fn());
  const first = tradingOrder();
  const second = tradingOrder({ client_order_id: 'ORD2', limit_price: '180.00', status: 'SENDING' });
  layer.update(orderLinesFor([first, second], 'AAPL'));
  layer.update(orderLinesFor([first, second], 'AAPL'));
  expect(changed).toEqual([]);
  layer.update(orderLinesFor([first, { ...second, status: 'SUBMITTED' }], 'AAPL'));
  expect(changed).toEqual(['ORD2:limit']);
  expect(lines.get('ORD2:limit')).toEqual({ price: 180, title: 'BUY 10 LMT' });
});

test('orders resting at one price are one line that counts them, however many come and go', () => {
  const { series, lines, changed, created } = fakeLineSeries();
  const layer = attachOrderLines(document.createElement('div'), { applyOptions: vi.fn() }, series, vi.fn());
  const orders = Array.from({ length: 100 }, (_, i) => tradingOrder({ client_order_id: `ORD${String(i)}` }));
  layer.update(orderLinesFor(orders, 'AAPL'));
  expect([...lines.values()]).toEqual([{ price: 185, title: 'BUY 10 LMT ×100' }]);
  layer.update(orderLinesFor(orders.slice(1), 'AAPL'));
  expect([...lines.values()]).toEqual([{ price: 185, title: 'BUY 10 LMT ×99' }]);
  layer.update(orderLinesFor(orders.slice(98), 'AAPL'));
  expect([...lines.values()]).toEqual([{ price: 185, title: 'BUY 10 LMT ×2' }]);
  expect(created).toEqual(['ORD0:limit', 'ORD1:limit', 'ORD98:limit']);
  expect(changed).toEqual([]);
});

test('a line dragged out of a stack moves alone; Escape puts it back in', () => {
  const { series, lines } = fakeLineSeries();
  const container = document.createElement('div');
  document.body.append(container);
  const layer = attachOrderLines(container, { applyOptions: vi.fn() }, series, vi.fn());
  layer.update(orderLinesFor([tradingOrder(), tradingOrder({ client_order_id: 'ORD2' })], 'AAPL'));
  const at = (type: string, clientY: number, target: EventTarget = container) =>
    target.dispatchEvent(new PointerEvent(type, { clientY, button: 0, bubbles: true, cancelable: true }));
  at('pointerdown', 100);
  at('pointermove', 80, window);
  expect(Object.fromEntries(lines)).toEqual({
    'ORD1:limit': { price: 187, title: 'BUY 10 LMT' },
    'ORD2:limit': { price: 185, title: 'BUY 10 LMT' },
  });
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  expect(Object.fromEntries(lines)).toEqual({ 'ORD1:limit': { price: 185, title: 'BUY 10 LMT ×2' } });
});

test('dragging a line and releasing sends the grid price; the chart does not pan meanwhile', () => {
  const { pane, chart, lines, onDrop, chartMouseDown, at } = setup();
  at('pointerdown', 103);
  pane.dispatchEvent(new MouseEvent('mousedown', { clientY: 103, bubbles: true }));
  expect(chartMouseDown).not.toHaveBeenCalled();
  expect(chart.applyOptions).toHaveBeenLastCalledWith({ handleScroll: false, handleScale: false });
  at('pointermove', 80.04, window);
  expect(lines.get('ORD1:limit')?.price).toBe(187);
  at('pointerup', 80.04, window);
  expect(onDrop).toHaveBeenCalledWith(
    expect.objectContaining({ clientOrderId: 'ORD1', field: 'limit_price' }),
    '187.00',
  );
  expect(chart.applyOptions).toHaveBeenLastCalledWith({ handleScroll: true, handleScale: true });
});

test('Escape during a drag puts the line back and sends nothing; a press away from lines is the chart’s', () => {
  const { lines, onDrop, chart, at } = setup();
  at('pointerdown', 99);
  at('pointermove', 60, window);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  at('pointerup', 60, window);
  expect(lines.get('ORD1:limit')?.price).toBe(185);
  expect(onDrop).not.toHaveBeenCalled();
  chart.applyOptions.mockClear();
  at('pointerdown', 150);
  expect(chart.applyOptions).not.toHaveBeenCalled();
});

test('a line waiting for its confirm is drawn where it was let go, marked, and may be taken again', () => {
  const { lines, series } = fakeLineSeries();
  const container = document.createElement('div');
  document.body.append(container);
  const onDrop = vi.fn();
  const layer = attachOrderLines(container, { applyOptions: vi.fn() }, series, onDrop);
  layer.update(withAsk(orderLinesFor([tradingOrder()], 'AAPL'), { key: 'ORD1:limit', price: '187.00' }));
  expect(lines.get('ORD1:limit')).toEqual({ price: 187, title: 'BUY 10 LMT ?' });
  const at = (type: string, clientY: number, target: EventTarget) =>
    target.dispatchEvent(new PointerEvent(type, { clientY, button: 0, bubbles: true, cancelable: true }));
  at('pointerdown', 80, container);
  at('pointermove', 70, window);
  at('pointerup', 70, window);
  expect(onDrop).toHaveBeenCalledWith(expect.objectContaining({ key: 'ORD1:limit', asking: true }), '188.00');
});

// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { keptAlert } from '@src/testing/fake-alerts-bff';
import { tradingOrder } from '@src/testing/trading-fixtures';
import { alertLinesFor } from '../utils/alert-lines';
import { orderLinesFor } from '../utils/order-lines';
import { attachAlertLines } from './alert-line-layer';
import { attachOrderLines } from './order-line-layer';
import { fakeLineSeries } from '../testing/fake-line-series';

afterEach(() => {
  document.body.innerHTML = '';
});

const alert = (id: string, level: string) =>
  keptAlert({ id, condition: { type: 'price-crosses', direction: 'above', level } });
const A1 = '00000000-0000-4000-8000-000000000001';
const A2 = '00000000-0000-4000-8000-000000000002';

function setup() {
  const container = document.createElement('div');
  document.body.append(container);
  const chart = { applyOptions: vi.fn() };
  const { series, lines } = fakeLineSeries();
  const onDrop = vi.fn();
  const onAltClick = vi.fn();
  const layer = attachAlertLines(container, chart, series, { onDrop, onAltClick });
  const at = (type: string, clientY: number, extra: PointerEventInit = {}, target: EventTarget = container) =>
    target.dispatchEvent(new PointerEvent(type, { clientY, button: 0, bubbles: true, cancelable: true, ...extra }));
  return { container, chart, series, lines, layer, onDrop, onAltClick, at };
}

test("each active alert is a labelled line at its level; a fired one's line goes", () => {
  const { layer, lines } = setup();
  layer.update(alertLinesFor([alert(A1, '190'), alert(A2, '180')], 'AAPL'));
  expect(Object.fromEntries(lines)).toEqual({
    [`alert:${A1}`]: { price: 190, title: 'Alert ↑' },
    [`alert:${A2}`]: { price: 180, title: 'Alert ↑' },
  });
  layer.update(alertLinesFor([alert(A2, '180')], 'AAPL'));
  expect([...lines.keys()]).toEqual([`alert:${A2}`]);
});

test('a dragged alert line is dropped at the grid price; Escape puts it back', () => {
  const { layer, lines, onDrop, chart, at } = setup();
  layer.update(alertLinesFor([alert(A1, '190')], 'AAPL'));
  at('pointerdown', 50);
  expect(chart.applyOptions).toHaveBeenLastCalledWith({ handleScroll: false, handleScale: false });
  at('pointermove', 40, {}, window);
  expect(lines.get(`alert:${A1}`)?.price).toBe(191);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  expect(lines.get(`alert:${A1}`)?.price).toBe(190);
  at('pointerdown', 50);
  at('pointermove', 30.04, {}, window);
  at('pointerup', 30.04, {}, window);
  expect(onDrop).toHaveBeenCalledTimes(1);
  expect(onDrop.mock.calls[0]?.[1]).toBe('192.00');
  expect(onDrop.mock.calls[0]?.[0]).toMatchObject({ key: A1 });
});

test('a press on an order line at the same price moves the order, not the alert', () => {
  const { container, chart, series, onDrop, at } = setup();
  const orderDrop = vi.fn();
  // The order layer is attached first, as the chart does.
  const orders = attachOrderLines(container, chart, series, orderDrop);
  orders.update(orderLinesFor([tradingOrder()], 'AAPL'));
  const alerts = attachAlertLines(container, chart, series, { onDrop, onAltClick: vi.fn() });
  alerts.update(alertLinesFor([alert(A1, '185')], 'AAPL'));
  at('pointerdown', 100);
  at('pointermove', 90, {}, window);
  at('pointerup', 90, {}, window);
  expect(orderDrop).toHaveBeenCalledTimes(1);
  expect(onDrop).not.toHaveBeenCalled();
});

test('Alt+click hands on the price under the pointer; a plain click does not', () => {
  const { container, onAltClick } = setup();
  container.dispatchEvent(new MouseEvent('click', { clientY: 80, bubbles: true }));
  container.dispatchEvent(new MouseEvent('click', { clientY: 80, altKey: true, bubbles: true }));
  expect(onAltClick.mock.calls).toEqual([[187]]);
});

import { CrosshairMode } from 'lightweight-charts';
import { expect, test } from 'vitest';
import { roundToTick } from '@market/price-tick';
import { CANDLE_PRICE_FORMAT, CHART_CROSSHAIR } from './chart-series';

// The right-click menu offers roundToTick of the price under the pointer (chart-panel.tsx).
const PRICES = [197.6249, 197.625, 197.6651, 100.004951, 12.3449999, 0.51234, 0.00994999, 0.99996];

test('the crosshair stays at the pointer, not on the hovered bar’s close', () => {
  expect(CHART_CROSSHAIR.mode).toBe(CrosshairMode.Normal);
});

test('the crosshair’s price label reads the price the right-click menu offers at the same point', () => {
  expect(PRICES.map((price) => CANDLE_PRICE_FORMAT.formatter(price))).toEqual(
    PRICES.map((price) => roundToTick(price)),
  );
  expect(CANDLE_PRICE_FORMAT.formatter(197.6651)).toBe('197.67');
  // Below $1 the grid has four places, and the label shows them.
  expect(CANDLE_PRICE_FORMAT.formatter(0.51234)).toBe('0.5123');
});

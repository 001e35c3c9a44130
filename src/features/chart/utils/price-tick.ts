import { roundToTick as toGrid } from '@src/lib/price-tick';

/**
 * A price dragged on the chart, put on the broker's grid: whole cents at or above $1, hundredths
 * of a cent below (docs/protocol.md#order-rules). Rounded once, as the chart's right-click menu
 * rounds the same point, so a line let go where the menu offers a price is sent at that price.
 * Null for nothing sensible (zero, negative, off the scale).
 */
export function roundToTick(price: number | null): string | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  const rounded = toGrid(price);
  return Number(rounded) > 0 ? rounded : null;
}

/**
 * The text of a price on the candles' axis, the crosshair's label included: the grid price
 * {@link roundToTick} gives, so the label under the pointer is the price the right-click menu offers.
 */
export function formatChartPrice(price: number): string {
  return roundToTick(price) ?? price.toFixed(2);
}

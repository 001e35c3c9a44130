import { roundToTick } from '@market/price-tick';

/**
 * The text of a price on the candles' axis, the crosshair's label included: the grid price
 * {@link roundToTick} gives, so the label under the pointer is the price the right-click menu offers.
 */
export function formatChartPrice(price: number): string {
  return roundToTick(price) ?? price.toFixed(2);
}

import Decimal from 'decimal.js';

const ONE = new Decimal(1);

/**
 * The nearest price on the broker's grid (0.01 at or above $1, 0.0001 below:
 * docs/protocol.md#order-rules) as decimal text with the grid's digits (`190.1` -> `"190.10"`),
 * for a price read off a screen position: the chart's axis, its right-click menu, a dragged order
 * line. Rounded once, half up, so every place that reads the same point offers the same price.
 * Null for nothing to offer: no number, zero or below, or under the smallest step.
 */
export function roundToTick(price: number | null): string | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  const value = new Decimal(price);
  const digits = value.greaterThanOrEqualTo(ONE) ? 2 : 4;
  const rounded = value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  if (rounded.isZero()) return null;
  // 0.99996 rounds up to 1: above $1 the grid has two digits.
  return rounded.toFixed(rounded.greaterThanOrEqualTo(ONE) ? 2 : 4);
}

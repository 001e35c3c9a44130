import Decimal from 'decimal.js';

/**
 * A price dragged on the chart, put on the broker's grid: whole cents at or above $1, hundredths
 * of a cent below (docs/protocol.md#order-rules). Null for nothing sensible (zero, negative, off
 * the scale).
 */
export function roundToTick(price: number | null): string | null {
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  const fine = new Decimal(price).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const rounded = fine.gte(1) ? fine.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) : fine.toFixed(4);
  return new Decimal(rounded).gt(0) ? rounded : null;
}

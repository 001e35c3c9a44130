import Decimal from 'decimal.js';
import { priceGridIssue } from '@contracts/order-grid';

const ONE = new Decimal(1);
const CENT = new Decimal('0.01');
const SUB_DOLLAR_TICK = new Decimal('0.0001');

/** The price grid of US stocks: 0.01 at or above $1, 0.0001 below (docs/protocol.md#order-rules). */
export function tickSizeFor(price: Decimal): Decimal {
  return price.greaterThanOrEqualTo(ONE) ? CENT : SUB_DOLLAR_TICK;
}

/** Whether a price lies on the grid, so the broker will not refuse it (the contracts' one rule). */
export function isOnTick(price: Decimal): boolean {
  return priceGridIssue(price.toFixed()) === undefined;
}

/**
 * The nearest price on the grid as decimal text with the grid's digits (`190.1` -> `"190.10"`),
 * for a price read off a screen position such as a chart's axis.
 */
export function roundToTick(price: number | string): string {
  const value = new Decimal(price);
  const digits = value.greaterThanOrEqualTo(ONE) ? 2 : 4;
  const rounded = value.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  // 0.99996 rounds up to 1: above $1 the grid has two digits.
  return rounded.toFixed(rounded.greaterThanOrEqualTo(ONE) ? 2 : 4);
}

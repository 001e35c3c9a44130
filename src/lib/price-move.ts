import Decimal from 'decimal.js';
import { formatPrice } from './format-decimal';

/**
 * How far a price moves, in percent of where it was, signed: `"-4.1 %"`. Two decimals under
 * 1 %, so a move of a few ticks does not read as none.
 */
export function formatMovePercent(from: string, to: string): string {
  const start = new Decimal(from);
  if (start.isZero()) return '';
  const percent = new Decimal(to).minus(start).div(start).times(100);
  const text = percent.abs().toFixed(percent.abs().lessThan(1) ? 2 : 1, Decimal.ROUND_HALF_UP);
  return `${percent.isNegative() ? '-' : '+'}${text} %`;
}

/** A price changed by the trader, as the confirm and the toast say it: `"191.00 → 183.10 (-4.1 %)"`. */
export function describePriceMove(from: string, to: string): string {
  return `${formatPrice(from)} → ${formatPrice(to)} (${formatMovePercent(from, to)})`;
}

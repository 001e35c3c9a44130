import Decimal from 'decimal.js';

function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * change = price - reference and change_ratio = change / reference (a fraction with 4
 * decimals, e.g. "0.0123"), computed on the wire strings with decimal arithmetic so the
 * figures agree exactly with what a client recomputes.
 */
export function priceChange(price: string, reference: string): { change: string; ratio: string } {
  const change = new Decimal(price).minus(reference);
  const places = Math.max(decimalsOf(price), decimalsOf(reference));
  const base = new Decimal(reference);
  const ratio = base.isZero() ? new Decimal(0) : change.div(base);
  return { change: change.toFixed(places), ratio: ratio.toFixed(4, Decimal.ROUND_HALF_UP) };
}

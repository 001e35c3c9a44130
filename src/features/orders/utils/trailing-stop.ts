import Decimal from 'decimal.js';
import type { TradingOrder } from '@contracts/orders';
import { formatPrice } from '@src/lib/format-decimal';

type Trailing = Pick<TradingOrder, 'side' | 'trailing_type' | 'trailing_stop_step'>;

/** `"$1.00"` or `"2 %"` (a PERCENTAGE step is a fraction: `0.02` is 2 %), as the ticket writes it. */
export function trailWords(order: Trailing): string {
  const step = order.trailing_stop_step;
  if (step === undefined) return '?';
  return order.trailing_type === 'PERCENTAGE' ? `${new Decimal(step).times(100).toFixed()} %` : `$${formatPrice(step)}`;
}

/**
 * The trigger a print makes: the trail below it for a sell, above it for a buy, on the price
 * grid and rounded away from the print, as the broker does (docs/protocol.md#fills).
 */
function stopAt(order: Trailing, print: Decimal): Decimal {
  const step = new Decimal(order.trailing_stop_step ?? '0');
  const distance = order.trailing_type === 'PERCENTAGE' ? print.times(step) : step;
  const buy = order.side === 'BUY';
  const stop = buy ? print.plus(distance) : print.minus(distance);
  return stop.toDecimalPlaces(print.gte(1) ? 2 : 4, buy ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}

/**
 * A trailing stop's trigger now: the broker's last word (`reported`), carried on by the trades
 * printed since. A sell's trigger only rises (a buy's only falls), and the trigger of the best
 * price is the best of the triggers, so each trade is taken on its own. Undefined while the
 * broker has reported none (an order it has not started), since trades alone do not say where
 * the trail began.
 */
export function carryTrailingStop(
  order: Trailing,
  reported: string | undefined,
  prints: readonly string[],
): string | undefined {
  if (reported === undefined) return undefined;
  let stop = new Decimal(reported);
  let digits = Math.max(2, stop.decimalPlaces());
  for (const price of prints) {
    const print = new Decimal(price);
    const next = stopAt(order, print);
    if (order.side === 'BUY' ? next.lt(stop) : next.gt(stop)) {
      stop = next;
      digits = print.gte(1) ? 2 : 4;
    }
  }
  return stop.toFixed(digits);
}

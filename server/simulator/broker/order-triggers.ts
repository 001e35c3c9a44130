import Decimal from 'decimal.js';
import type { StoredOrder } from './stored-records';

const isBuy = (order: StoredOrder) => order.side === 'BUY';

/**
 * Updates a trailing stop's water mark with a print and returns its stop price: a sell trails
 * the highest price since placement, a buy the lowest (docs/protocol.md#fills).
 */
export function trailingStop(order: StoredOrder, print: Decimal): Decimal {
  const previous = order.water_mark === undefined ? print : new Decimal(order.water_mark);
  const mark = isBuy(order) ? Decimal.min(previous, print) : Decimal.max(previous, print);
  order.water_mark = mark.toString();
  return trailingStopAt(order, mark);
}

/**
 * A trailing stop's trigger for a water mark: the step (an amount, or a fraction of the mark)
 * below the mark for a sell, above it for a buy, on the price grid, rounded away from the mark.
 */
export function trailingStopAt(order: StoredOrder, mark: Decimal): Decimal {
  const step = new Decimal(order.trailing_stop_step ?? '0');
  const distance = order.trailing_type === 'PERCENTAGE' ? mark.times(step) : step;
  const stop = isBuy(order) ? mark.plus(distance) : mark.minus(distance);
  return stop.toDecimalPlaces(mark.gte(1) ? 2 : 4, isBuy(order) ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);
}

/** True once a print reaches the order's stop: at or above it for a buy, at or below for a sell. */
export function stopReached(order: StoredOrder, print: Decimal): boolean {
  if (order.order_type === 'TRAILING_STOP_LOSS') {
    const stop = trailingStop(order, print);
    return isBuy(order) ? print.gte(stop) : print.lte(stop);
  }
  if (order.order_type !== 'STOP_LOSS' && order.order_type !== 'STOP_LOSS_LIMIT') return true;
  const stop = new Decimal(order.stop_price ?? '0');
  return isBuy(order) ? print.gte(stop) : print.lte(stop);
}

/** The price limit an active order works with: null for market-like orders. */
export function workingLimit(order: StoredOrder): Decimal | null {
  if (order.order_type === 'LIMIT' || order.order_type === 'STOP_LOSS_LIMIT')
    return new Decimal(order.limit_price ?? '0');
  return null;
}

import Decimal from 'decimal.js';
import type { SimTick } from '../market/types';
import { isFinal, type BrokerCore } from './broker-core';
import { cancelOrder } from './cancel-order';
import type { Fill } from './liquidity';
import { worksAt } from './order-sessions';
import { stopReached, workingLimit } from './order-triggers';
import { recordFills } from './record-fills';
import type { StoredOrder } from './stored-records';

/** Book levels a marketable order may take in one market second. */
export const BOOK_LEVELS = 10;

/**
 * Works one order against one print of its symbol (docs/protocol.md#fills):
 * - past its expiry it is cancelled;
 * - outside the sessions it works in, nothing happens;
 * - a stop (or trailing stop) waits until the print reaches its stop, then works as a market
 *   order (STOP_LOSS, TRAILING_STOP_LOSS) or a limit order (STOP_LOSS_LIMIT);
 * - a market order, or a limit order the book crosses, takes the displayed book of the print's
 *   second level by level up to its limit (partial fills when the size runs out);
 * - what is left of a limit order fills at its limit when a later print trades through it
 *   (below a buy limit, above a sell limit), up to that print's volume.
 * `tradeThrough` is false for the print already on the tape when the order arrived.
 */
export function workOrder(core: BrokerCore, order: StoredOrder, print: SimTick, tradeThrough: boolean): void {
  if (isFinal(order) || !order.active) return;
  if (print.time >= order.expire_at) {
    cancelOrder(core, order, `expired (${order.time_in_force})`);
    return;
  }
  if (!worksAt(order.support_trading_session, core.sessionOf, print.time)) return;
  const price = new Decimal(print.price);
  if (!order.triggered) {
    if (!stopReached(order, price)) return;
    order.triggered = true;
  }
  const remaining = new Decimal(order.quantity).minus(order.filled_quantity);
  const limit = workingLimit(order);
  const side = order.side === 'BUY' ? 'BUY' : 'SELL';
  // A limit on the far side of the print is reached neither by the book (the ask is above the
  // print, the bid below) nor by the print itself: skip the book, the costly part.
  if (limit !== null && (side === 'BUY' ? limit.lte(price) : limit.gte(price))) return;
  const book = core.market.depth(order.symbol, print.time, BOOK_LEVELS);
  const fills: Fill[] = core.liquidity.take(order.symbol, book, side, remaining, limit);
  const taken = fills.reduce((sum, f) => sum.plus(f.quantity), new Decimal(0));
  const left = remaining.minus(taken);
  if (tradeThrough && limit !== null && left.gt(0)) {
    const through = side === 'BUY' ? price.lt(limit) : price.gt(limit);
    if (through) fills.push({ quantity: Decimal.min(left, new Decimal(print.volume)), price: limit });
  }
  if (fills.length > 0) recordFills(core, order, fills, print.time);
}

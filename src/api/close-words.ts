import Decimal from 'decimal.js';
import type { ClosePositionResult } from '@contracts/close-position';
import type { TradingOrder } from '@contracts/orders';
import type { Position } from '@contracts/portfolio';
import { ApiError } from '@src/lib/api-error';
import { formatPrice } from '@src/lib/format-decimal';

/**
 * What a close will do, in words, before it is confirmed: `"Sell 10 AAPL at market, its exits
 * cancelled first"`, `"Buy 5 TSLA at market, ..."` for a short. The BFF sizes the order from the
 * broker's position when it sends it, and outside regular hours sends a limit at the bid (ask)
 * instead (docs/trading.md#closing-a-position).
 */
export function describeClose(position: Position): string {
  const quantity = new Decimal(position.quantity);
  return `${quantity.isNegative() ? 'Buy' : 'Sell'} ${quantity.abs().toFixed()} ${position.symbol} at market, its exits cancelled first`;
}

const price = (value: string | undefined) => (value === undefined ? '' : formatPrice(value));

function exitWords(order: TradingOrder): string {
  if (order.role === 'STOP_PROFIT') return `take profit ${price(order.limit_price)}`.trim();
  if (order.role === 'STOP_LOSS') return `stop loss ${price(order.stop_price)}`.trim();
  if (order.order_type === 'LIMIT') return `limit ${price(order.limit_price)}`.trim();
  if (order.order_type === 'STOP_LOSS') return `stop ${price(order.stop_price)}`.trim();
  if (order.order_type === 'STOP_LOSS_LIMIT')
    return `stop ${price(order.stop_price)} limit ${price(order.limit_price)}`;
  if (order.order_type === 'TRAILING_STOP_LOSS') return 'trailing stop';
  return 'market';
}

/** `" · cancelled 2 exits (take profit 450.00, stop loss 370.00)"`, or nothing when none was. */
export function cancelledWords(cancelled: readonly TradingOrder[]): string {
  if (cancelled.length === 0) return '';
  const count = `${String(cancelled.length)} exit${cancelled.length === 1 ? '' : 's'}`;
  return ` · cancelled ${count} (${cancelled.map(exitWords).join(', ')})`;
}

/** The closing order in words: `"Sell 10 MSFT at market"`, `"Buy 5 TSLA limit 240.10"`. */
export function closingOrderWords(order: TradingOrder): string {
  const how = order.order_type === 'LIMIT' ? `limit ${price(order.limit_price)}` : 'at market';
  return `${order.side === 'BUY' ? 'Buy' : 'Sell'} ${order.quantity ?? ''} ${order.symbol} ${how}`;
}

/**
 * What a close did, as the toast says it: `"Closed MSFT: sold 10 at 412.30 · cancelled 2 exits
 * (take profit 450.00, stop loss 370.00)"`, or, while the order works, `"Closing MSFT: Sell 10
 * MSFT at market, working · ..."`.
 */
export function closeWords(result: ClosePositionResult): { text: string; failed: boolean } {
  const [order] = result.orders;
  const exits = cancelledWords(result.cancelled);
  if (order === undefined) return { text: `Closed${exits}`, failed: false };
  if (order.status === 'FILLED') {
    const done = `${order.side === 'BUY' ? 'bought' : 'sold'} ${order.quantity ?? ''}`;
    const at = order.filled_price === undefined ? '' : ` at ${formatPrice(order.filled_price)}`;
    return { text: `Closed ${order.symbol}: ${done}${at}${exits}`, failed: false };
  }
  const failed = order.status === 'FAILED' || order.status === 'NOT_PLACED';
  const state =
    order.status === 'CHECKING'
      ? 'checking…'
      : failed
        ? `not placed${order.message === undefined ? '' : `: ${order.message}`}`
        : 'working';
  return { text: `Closing ${order.symbol}: ${closingOrderWords(order)}, ${state}${exits}`, failed };
}

/**
 * A close that did not answer: a refusal placed nothing (its words say why); a failure that may
 * have reached the broker says so, since closing again answers the same order.
 */
export function closeFailureWords(symbol: string, error: Error): string {
  const mayHave =
    error instanceof ApiError &&
    (error.kind === 'network' ||
      error.kind === 'server' ||
      error.kind === 'upstream' ||
      error.kind === 'invalid-response');
  return mayHave
    ? `The close of ${symbol} may have reached the broker: ${error.message} Check the Orders tab: closing again while it works answers the same order.`
    : `Not closed: ${error.message}`;
}

import Decimal from 'decimal.js';
import type { Position } from '@contracts/portfolio';

/**
 * What Confirm close will do, in words: `"Sell 10 AAPL at market, its exits cancelled first"`,
 * `"Buy 5 TSLA at market, ..."` for a short. The BFF sizes the order from the broker's position
 * when it sends it, and outside regular hours sends a limit at the bid (ask) instead
 * (docs/trading.md#closing-a-position).
 */
export function describeClose(position: Position): string {
  const quantity = new Decimal(position.quantity);
  return `${quantity.isNegative() ? 'Buy' : 'Sell'} ${quantity.abs().toFixed()} ${position.symbol} at market, its exits cancelled first`;
}

import Decimal from 'decimal.js';
import { orderDraftSchema, type OrderDraft } from '@contracts/orders';
import type { Position } from '@contracts/portfolio';

const isShort = (position: Position) => new Decimal(position.quantity).isNegative();
const size = (position: Position) => new Decimal(position.quantity).abs().toFixed();

/** Exactly what Close will send, in words: `"Sell 10 AAPL at market"`, `"Buy 5 TSLA at market"` for a short. */
export function describeClose(position: Position): string {
  return `${isShort(position) ? 'Buy' : 'Sell'} ${size(position)} ${position.symbol} at market`;
}

/**
 * The order that closes a whole position: a market order for all of it, the other way (SELL a
 * long, BUY back a short), regular hours, good for the day. Checked with the contract here, so
 * nothing malformed leaves the page.
 */
export function closeOrderDraft(accountId: string, position: Position, clientOrderId: string): OrderDraft {
  return orderDraftSchema.parse({
    account_id: accountId,
    client_order_id: clientOrderId,
    symbol: position.symbol,
    side: isShort(position) ? 'BUY' : 'SELL',
    order_type: 'MARKET',
    time_in_force: 'DAY',
    session: 'CORE',
    entrust_type: 'QTY',
    quantity: size(position),
  });
}

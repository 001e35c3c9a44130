import Decimal from 'decimal.js';
import { OPEN_STATUSES, type TradingOrder } from '@contracts/orders';
import { formatPrice } from '@src/lib/format-decimal';
import { SIDE_LABELS } from './ticket-form';

/** One order a cancel all would cancel, in the words of the confirm's table. */
export type CancelAllRow = { id: string; symbol: string; side: string; quantity: string; price: string };

function priceOf(order: TradingOrder): string {
  const limit = order.limit_price === undefined ? '?' : formatPrice(order.limit_price);
  const stop = order.stop_price === undefined ? '?' : formatPrice(order.stop_price);
  switch (order.order_type) {
    case 'MARKET':
      return 'market';
    case 'LIMIT':
      return `limit ${limit}`;
    case 'STOP_LOSS':
      return `stop ${stop}`;
    case 'STOP_LOSS_LIMIT':
      return `stop ${stop} limit ${limit}`;
    case 'TRAILING_STOP_LOSS':
      return order.stop_price === undefined ? 'trailing stop' : `trailing stop ${stop}`;
    case 'OTHER':
      return 'other';
  }
}

function quantityOf(order: TradingOrder): string {
  if (order.quantity !== undefined) return new Decimal(order.quantity).toFixed();
  return order.cash_amount === undefined ? '?' : `$${formatPrice(order.cash_amount, 2)}`;
}

/**
 * The account's working orders as the hotkey cancel all lists them before asking: every symbol,
 * in the order of the open list, the ones the broker may still be taking included.
 */
export function cancelAllRows(orders: readonly TradingOrder[]): CancelAllRow[] {
  return (
    orders
      // An order the broker's record gives no client id cannot be named in a cancel: not listed.
      .filter((order) => OPEN_STATUSES.includes(order.status) && order.unnamed !== true)
      .map((order) => ({
        id: order.client_order_id,
        symbol: order.symbol,
        side: order.side === 'OTHER' ? 'Other' : SIDE_LABELS[order.side],
        quantity: quantityOf(order),
        price: priceOf(order),
      }))
  );
}

import Decimal from 'decimal.js';
import type { OrderStatus, RecordSide, RecordType, TradingOrder } from '@contracts/orders';
import { formatPrice } from '@src/lib/format-decimal';
import { trailWords } from './trailing-stop';

// OTHER: a value the dashboard does not model; the broker's own word is in the order's detail.
const SIDE_WORDS: Record<RecordSide, string> = { BUY: 'Buy', SELL: 'Sell', SHORT: 'Sell short', OTHER: 'Other' };
const SIDE_PAST: Record<RecordSide, string> = { BUY: 'bought', SELL: 'sold', SHORT: 'sold short', OTHER: 'traded' };
const TYPE_SHORT: Record<RecordType, string> = {
  MARKET: 'MKT',
  LIMIT: 'LMT',
  STOP_LOSS: 'STP',
  STOP_LOSS_LIMIT: 'STP LMT',
  TRAILING_STOP_LOSS: 'TRAIL',
  OTHER: 'Other',
};
const STATUS_WORDS: Record<OrderStatus, string> = {
  SENDING: 'Sending…',
  CHECKING: 'Checking…',
  NOT_PLACED: 'Not placed',
  PENDING: 'Pending',
  SUBMITTED: 'Working',
  PARTIAL_FILLED: 'Partly filled',
  FILLED: 'Filled',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
  OTHER: 'Other',
};

export const sideWord = (side: RecordSide): string => SIDE_WORDS[side];
export const sidePast = (side: RecordSide): string => SIDE_PAST[side];
export const typeShort = (type: RecordType): string => TYPE_SHORT[type];
export const statusWord = (status: OrderStatus): string => STATUS_WORDS[status];

/** A share count as people write it: `"10.00"` -> `"10"`, `"0.5000"` -> `"0.5"`. */
export function formatQuantity(value: string): string {
  try {
    return new Decimal(value).toFixed();
  } catch {
    return value;
  }
}

/** `"10"`, or `"$500.00"` for an order by amount. */
export function orderSize(order: Pick<TradingOrder, 'quantity' | 'cash_amount'>): string {
  if (order.quantity !== undefined) return formatQuantity(order.quantity);
  return order.cash_amount === undefined ? '—' : `$${formatPrice(order.cash_amount, 2)}`;
}

function pricePart(order: TradingOrder): string {
  const limit = order.limit_price === undefined ? '' : formatPrice(order.limit_price);
  const stop = order.stop_price === undefined ? '' : formatPrice(order.stop_price);
  switch (order.order_type) {
    case 'MARKET':
      return 'at market';
    case 'LIMIT':
      return `limit ${limit}`;
    case 'STOP_LOSS':
      return `stop ${stop}`;
    case 'STOP_LOSS_LIMIT':
      return `stop ${stop} limit ${limit}`;
    case 'TRAILING_STOP_LOSS':
      return `trailing stop ${trailWords(order)}`;
    case 'OTHER':
      return [limit === '' ? '' : `limit ${limit}`, stop === '' ? '' : `stop ${stop}`].filter(Boolean).join(' ');
  }
}

/** `"Buy 10 AAPL limit 185.00"`: how the lists, buttons and messages name one order. */
export function orderTitle(order: TradingOrder): string {
  const symbol = order.symbol === '' ? '(no symbol)' : order.symbol;
  return [sideWord(order.side), orderSize(order), symbol, pricePart(order)].filter(Boolean).join(' ');
}

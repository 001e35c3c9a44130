import Decimal from 'decimal.js';
import { OPEN_STATUSES, type OrderSide, type OrderStatus, type TradingOrder } from '@contracts/orders';

/** One working order's limit or stop, drawn as a price line. */
export type OrderLine = {
  /** `<client order id>:limit` or `:stop`. */
  key: string;
  clientOrderId: string;
  field: 'limit_price' | 'stop_price';
  price: string;
  side: OrderSide;
  /** `"BUY 10 LMT"` */
  label: string;
  /** The broker holds the order and it may change: SENDING and CHECKING ones may not be dragged. */
  draggable: boolean;
  /** A drop is being sent. */
  moving?: boolean;
  /** Dropped here, waiting for the trader to confirm (the order is still at its own price). */
  asking?: boolean;
};

const CHANGEABLE: readonly OrderStatus[] = ['PENDING', 'SUBMITTED', 'PARTIAL_FILLED'];

function size(order: TradingOrder): string {
  if (order.quantity !== undefined) return new Decimal(order.quantity).toFixed();
  return order.cash_amount === undefined ? '' : `$${order.cash_amount}`;
}

// Each order's lines, kept while the order object lives: the order lists keep the objects of
// orders a step did not touch, so a step works out the lines of the orders it changed.
const linesByOrder = new WeakMap<TradingOrder, OrderLine[]>();

/** The open orders of `symbol` with a limit or stop price, one line per price. */
export function orderLinesFor(orders: readonly TradingOrder[], symbol: string): OrderLine[] {
  return (
    orders
      // An order of a kind the dashboard does not model is not drawn: an option's prices are not
      // its underlying's (docs/protocol.md#the-order-record).
      .filter(
        (order): order is TradingOrder & { side: OrderSide } =>
          order.symbol === symbol &&
          OPEN_STATUSES.includes(order.status) &&
          order.raw === undefined &&
          order.side !== 'OTHER',
      )
      .flatMap((order) => {
        const known = linesByOrder.get(order);
        if (known !== undefined) return known;
        const base = {
          clientOrderId: order.client_order_id,
          side: order.side,
          draggable: CHANGEABLE.includes(order.status),
        };
        const lines: OrderLine[] = [];
        if (order.limit_price !== undefined)
          lines.push({
            ...base,
            key: `${order.client_order_id}:limit`,
            field: 'limit_price',
            price: order.limit_price,
            label: `${order.side} ${size(order)} LMT`,
          });
        if (order.stop_price !== undefined)
          lines.push({
            ...base,
            key: `${order.client_order_id}:stop`,
            field: 'stop_price',
            price: order.stop_price,
            label: `${order.side} ${size(order)} STP`,
          });
        linesByOrder.set(order, lines);
        return lines;
      })
  );
}

/** The lines with a dropped one shown at its new price until the replace is answered. */
export function withMove(lines: readonly OrderLine[], move: { key: string; price: string } | undefined): OrderLine[] {
  if (move === undefined) return [...lines];
  return lines.map((line) => (line.key === move.key ? { ...line, price: move.price, moving: true } : line));
}

/** The lines with one dropped and not yet confirmed shown where it was let go. */
export function withAsk(lines: readonly OrderLine[], ask: { key: string; price: string } | undefined): OrderLine[] {
  if (ask === undefined) return [...lines];
  return lines.map((line) => (line.key === ask.key ? { ...line, price: ask.price, asking: true } : line));
}

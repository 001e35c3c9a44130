import type { TradingOrder } from '@contracts/orders';
import { formatEasternDate } from '@src/lib/eastern-time';
import { useClockReading } from '@src/lib/use-clock';
import { ORDER_TABS, type OrderTabId } from '../utils/order-tabs';
import { ACTIONS_CELL, OrderRow } from './order-row';
import { WindowedOrderRows } from './windowed-order-rows';

type OrdersTableProps = {
  orders: readonly TradingOrder[];
  tab: OrderTabId;
  accountId: string;
  onShow: (clientOrderId: string) => void;
  /** The element that scrolls the table, once mounted. */
  scrollElement: HTMLElement | null;
};

/** Tabs of up to this many orders mount every row; longer ones mount only the rows in view. */
export const WINDOW_FROM_ORDERS = 60;

const COLUMNS = ['Time', 'Symbol', 'Side', 'Type', 'Qty', 'Filled / avg', 'Limit / stop', 'TIF', 'Status'];

/**
 * The orders of one tab, newest first. A row renders again only when its order (or the day)
 * changes, so a fill redraws one row, not the list. A tab of more than WINDOW_FROM_ORDERS
 * orders mounts only the rows in view: a browser lays out a table whole, so with every row
 * mounted each new order made it lay out and paint the account's whole day. The tab's label
 * says how many orders it holds.
 */
export function OrdersTable({ orders, tab, accountId, onShow, scrollElement }: OrdersTableProps) {
  const today = useClockReading(formatEasternDate);
  const label = `${ORDER_TABS.find((t) => t.id === tab)?.label ?? ''} orders`;
  const row = (order: TradingOrder) => (
    <OrderRow key={order.client_order_id} order={order} tab={tab} accountId={accountId} today={today} onShow={onShow} />
  );
  if (orders.length === 0)
    return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">No {label.toLowerCase()}.</p>;
  return (
    <table aria-label={label} className="w-full text-sm whitespace-nowrap">
      <thead className="sticky top-0 bg-white text-left text-xs text-slate-500 dark:text-slate-400 dark:bg-slate-950">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-2 py-1 font-medium">
              {column}
            </th>
          ))}
          {tab === 'open' ? (
            <th scope="col" className={`px-2 py-1 font-medium ${ACTIONS_CELL}`}>
              Actions
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {orders.length > WINDOW_FROM_ORDERS ? (
          <WindowedOrderRows orders={orders} scrollElement={scrollElement} row={row} />
        ) : (
          orders.map(row)
        )}
      </tbody>
    </table>
  );
}

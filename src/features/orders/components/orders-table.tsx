import type { TradingOrder } from '@contracts/orders';
import { formatEasternDate } from '@src/lib/eastern-time';
import { useClock } from '@src/lib/use-clock';
import { ORDER_TABS, type OrderTabId } from '../utils/order-tabs';
import { OrderRow } from './order-row';

type OrdersTableProps = {
  orders: readonly TradingOrder[];
  tab: OrderTabId;
  accountId: string;
  onShow: (clientOrderId: string) => void;
};

const COLUMNS = ['Time', 'Symbol', 'Side', 'Type', 'Qty', 'Filled / avg', 'Limit / stop', 'TIF', 'Status'];

/**
 * The orders of one tab. A day's orders are a few hundred rows at most, so every row is
 * rendered (no windowing); a row renders again only when its order (or the day) changes, so a
 * fill redraws one row, not the list.
 */
export function OrdersTable({ orders, tab, accountId, onShow }: OrdersTableProps) {
  const today = formatEasternDate(useClock());
  const label = `${ORDER_TABS.find((t) => t.id === tab)?.label ?? ''} orders`;
  if (orders.length === 0)
    return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">No {label.toLowerCase()}.</p>;
  return (
    <table aria-label={label} className="w-full text-sm">
      <thead className="sticky top-0 bg-white text-left text-xs text-slate-500 dark:text-slate-400 dark:bg-slate-950">
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-2 py-1 font-medium">
              {column}
            </th>
          ))}
          {tab === 'open' ? (
            <th scope="col" className="px-2 py-1 font-medium">
              Actions
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <OrderRow
            key={order.client_order_id}
            order={order}
            tab={tab}
            accountId={accountId}
            today={today}
            onShow={onShow}
          />
        ))}
      </tbody>
    </table>
  );
}

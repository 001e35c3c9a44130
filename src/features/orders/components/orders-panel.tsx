import { useState } from 'react';
import { useOrders } from '@src/api/get-orders';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { mergeOrders, ORDER_TABS, ordersOfTab, tabCounts, type OrderTabId } from '../utils/order-tabs';
import { CancelAll } from './cancel-all';
import { panelElementId, TabList, tabElementId } from '@src/components/tab-list';
import { OrderTimeline } from './order-timeline';
import { OrdersTable } from './orders-table';

/**
 * The chosen account's orders by status (open ones from the open list, the rest from the
 * recent history), kept current by the `orders/<id>` topic through the query cache. Clicking an
 * order shows its life beside the list.
 */
export function OrdersPanel({ accountId }: { accountId: string | undefined }) {
  const [tab, setTab] = useState<OrderTabId>('open');
  const [shown, setShown] = useState<string>();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const open = useOrders(accountId, 'open');
  const history = useOrders(accountId, 'history');
  if (accountId === undefined || accountId === '')
    return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">Choose an account to see its orders.</p>;
  const all = mergeOrders(open.data?.orders ?? [], history.data?.orders ?? []);
  const counts = tabCounts(all);
  const source = tab === 'open' ? open : history;
  return (
    <section aria-label="Orders" data-testid="orders-panel" className="flex h-full min-h-0">
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-between border-b border-slate-200 dark:border-slate-800">
          <TabList
            tabs={ORDER_TABS.map((item) => ({ id: item.id, label: `${item.label} (${String(counts[item.id])})` }))}
            selected={tab}
            onSelect={setTab}
            label="Orders by status"
            idPrefix="orders"
          />
          <CancelAll accountId={accountId} openCount={counts.open} />
        </div>
        <div
          id={panelElementId('orders', tab)}
          role="tabpanel"
          aria-labelledby={tabElementId('orders', tab)}
          ref={setScroller}
          className="min-h-0 flex-1 overflow-auto contain-strict"
        >
          {source.isPending ? <Skeleton className="m-3 h-16" label="Loading orders" /> : null}
          {source.isError ? (
            <div className="p-3">
              <ErrorAlert
                error={source.error}
                onRetry={() => void source.refetch()}
                title="Could not load the orders"
              />
            </div>
          ) : null}
          {source.isSuccess ? (
            <OrdersTable
              orders={ordersOfTab(all, tab)}
              tab={tab}
              accountId={accountId}
              onShow={setShown}
              scrollElement={scroller}
            />
          ) : null}
        </div>
      </div>
      {shown === undefined ? null : (
        <OrderTimeline
          key={shown}
          accountId={accountId}
          clientOrderId={shown}
          onClose={() => {
            setShown(undefined);
          }}
        />
      )}
    </section>
  );
}

import { useEffect, useState, type KeyboardEvent } from 'react';
import { ErrorBoundary } from '@src/components/error-boundary';
import { OrdersPanel } from '@src/features/orders/components/orders-panel';
import { PositionsPanel } from '@src/features/positions/components/positions-panel';
import { whenIdle } from '@src/lib/when-idle';

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'positions', label: 'Positions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * The account's orders and its positions with balances, in tabs under the chart. Both stay
 * mounted once shown, so switching keeps their state; positions mount when the page is idle.
 */
export function AccountArea({ accountId }: { accountId: string | undefined }) {
  const [tab, setTab] = useState<TabId>('orders');
  const [positionsMounted, setPositionsMounted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setPositionsMounted(true);
      }),
    [],
  );
  const choose = (next: TabId) => {
    setTab(next);
    if (next === 'positions') setPositionsMounted(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'orders' ? 'positions' : 'orders';
    choose(next);
    document.getElementById(`account-tab-${next}`)?.focus();
  };
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        role="tablist"
        aria-label="Orders and positions"
        onKeyDown={onKeyDown}
        className="flex border-b border-slate-200 dark:border-slate-800"
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            id={`account-tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`account-panel-${item.id}`}
            tabIndex={tab === item.id ? 0 : -1}
            onClick={() => {
              choose(item.id);
            }}
            className={`px-3 py-1.5 text-sm ${tab === item.id ? 'border-b-2 border-sky-600 font-semibold' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        id="account-panel-orders"
        role="tabpanel"
        aria-labelledby="account-tab-orders"
        hidden={tab !== 'orders'}
        className="min-h-0 flex-1"
      >
        <ErrorBoundary fallbackTitle="The orders stopped working.">
          <OrdersPanel accountId={accountId} />
        </ErrorBoundary>
      </div>
      <div
        id="account-panel-positions"
        role="tabpanel"
        aria-labelledby="account-tab-positions"
        hidden={tab !== 'positions'}
        className="min-h-0 flex-1"
      >
        {positionsMounted ? (
          <ErrorBoundary fallbackTitle="The positions stopped working.">
            <PositionsPanel accountId={accountId} />
          </ErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}

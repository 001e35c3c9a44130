import { useEffect, useState, type KeyboardEvent } from 'react';
import { ErrorBoundary } from '@src/components/error-boundary';
import { Skeleton } from '@src/components/skeleton';
import { OrdersPanel } from '@src/features/orders/components/orders-panel';
import { PositionsPanel } from '@src/features/positions/components/positions-panel';
import { preloadableLazy } from '@src/lib/preloadable-lazy';
import { whenIdle } from '@src/lib/when-idle';

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'positions', label: 'Positions' },
  { id: 'executions', label: 'Executions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

// The executions list is a chunk of its own, loaded when its tab is first chosen.
const executionsPanel = preloadableLazy(
  async () => (await import('@src/features/orders/components/executions-panel')).ExecutionsPanel,
);
const ExecutionsPanel = executionsPanel.component(<Skeleton className="m-3 h-16" label="Loading executions" />);

/**
 * The account's orders, its positions with balances and its executions, in tabs under the
 * chart. Each stays mounted once shown, so switching keeps its state; positions mount when the
 * page is idle, executions when first chosen.
 */
export function AccountArea({ accountId }: { accountId: string | undefined }) {
  const [tab, setTab] = useState<TabId>('orders');
  const [positionsMounted, setPositionsMounted] = useState(false);
  const [executionsMounted, setExecutionsMounted] = useState(false);
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
    if (next === 'executions') setExecutionsMounted(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length]?.id ?? 'orders';
    choose(next);
    document.getElementById(`account-tab-${next}`)?.focus();
  };
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        role="tablist"
        aria-label="Orders, positions and executions"
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
      <div
        id="account-panel-executions"
        role="tabpanel"
        aria-labelledby="account-tab-executions"
        hidden={tab !== 'executions'}
        className="min-h-0 flex-1"
      >
        {executionsMounted ? (
          <ErrorBoundary fallbackTitle="The executions stopped working.">
            <ExecutionsPanel accountId={accountId} />
          </ErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { ErrorBoundary } from '@src/components/error-boundary';
import { Skeleton } from '@src/components/skeleton';
import { TabList } from '@src/components/tab-list';
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
  return (
    <div className="flex h-full min-h-0 flex-col">
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={choose}
        label="Orders, positions and executions"
        idPrefix="account"
      />
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

import { usePositions } from '@src/api/get-positions';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { useAccountPnl } from '../hooks/use-account-pnl';
import { BalanceStrip } from './balance-strip';
import { PositionsTable } from './positions-table';

/** The chosen account's balances over its positions; both follow the `account/<id>` topic. */
export function PositionsPanel({ accountId }: { accountId: string | undefined }) {
  const positions = usePositions(accountId);
  const pnl = useAccountPnl(accountId ?? '', positions.data?.positions, positions.dataUpdatedAt);
  if (accountId === undefined || accountId === '')
    return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">Choose an account to see its positions.</p>;
  return (
    <section aria-label="Positions and balances" data-testid="positions-panel" className="flex h-full min-h-0 flex-col">
      <BalanceStrip accountId={accountId} pnl={pnl} />
      <div className="min-h-0 flex-1 overflow-auto">
        {positions.isPending ? <Skeleton className="m-3 h-16" label="Loading positions" /> : null}
        {positions.isError ? (
          <div className="p-3">
            <ErrorAlert
              error={positions.error}
              onRetry={() => void positions.refetch()}
              title="Could not load the positions"
            />
          </div>
        ) : null}
        {positions.isSuccess ? (
          <PositionsTable accountId={accountId} positions={positions.data.positions} rows={pnl?.rows} />
        ) : null}
      </div>
    </section>
  );
}

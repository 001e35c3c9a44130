import { useExecutions } from '@src/api/get-executions';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { ExecutionsTable } from './executions-table';

/**
 * The account's executions of the provider's recent window (7 days), newest first; an account
 * update after each fill reads them again (docs/trading.md#executions).
 */
export function ExecutionsPanel({ accountId }: { accountId: string | undefined }) {
  const executions = useExecutions(accountId);
  if (accountId === undefined || accountId === '')
    return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">Choose an account to see its executions.</p>;
  return (
    <section aria-label="Executions" data-testid="executions-panel" className="h-full min-h-0 overflow-auto">
      {executions.isPending ? <Skeleton className="m-3 h-16" label="Loading executions" /> : null}
      {executions.isError ? (
        <div className="p-3">
          <ErrorAlert
            error={executions.error}
            onRetry={() => void executions.refetch()}
            title="Could not load the executions"
          />
        </div>
      ) : null}
      {executions.isSuccess ? (
        <>
          {executions.data.truncated ? (
            <p className="px-3 py-1 text-xs text-slate-500 dark:text-slate-400">
              The newest {executions.data.executions.length} executions; older ones are not shown.
            </p>
          ) : null}
          <ExecutionsTable executions={executions.data.executions} label="Account executions" />
        </>
      ) : null}
    </section>
  );
}

import { useExecutions } from '@src/api/get-executions';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { ExecutionsTable } from './executions-table';

/** One order's executions, in its timeline (docs/trading.md#executions). */
export function OrderExecutions({ accountId, clientOrderId }: { accountId: string; clientOrderId: string }) {
  const executions = useExecutions(accountId, clientOrderId);
  return (
    <section aria-label="Executions of this order" data-testid="order-executions" className="flex flex-col gap-1">
      <h4 className="font-medium">Executions</h4>
      {executions.isPending ? <Skeleton className="h-8" label="Loading the order's executions" /> : null}
      {executions.isError ? (
        <ErrorAlert
          error={executions.error}
          onRetry={() => void executions.refetch()}
          title="Could not load the executions"
        />
      ) : null}
      {executions.isSuccess ? (
        <ExecutionsTable executions={executions.data.executions} label="Order executions" showOrder={false} />
      ) : null}
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { OPEN_STATUSES as OPEN, type OrderDetail, type TradingOrder } from '@contracts/orders';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { formatEasternDate } from '@src/lib/eastern-time';
import { formatPrice } from '@src/lib/format-decimal';
import { useOrderDetail } from '../api/get-order-detail';
import { useTrailingStop } from '../hooks/use-trailing-stop';
import { explainFailure } from '@src/lib/explain-failure';
import { orderTitle } from '../utils/order-labels';
import { isFailureStep } from '../utils/timeline-rows';
import { BrokerRecord } from './broker-record';
import { OrderExecutions } from './order-executions';
import { trailWords } from '../utils/trailing-stop';
import { OrderStatus } from './order-status';
import { TimelineSteps } from './timeline-steps';

type OrderTimelineProps = { accountId: string; clientOrderId: string; onClose: () => void };

/** Why the order failed, from its last failing step or its own message; undefined if it did not. */
function failureOf({ order, timeline }: OrderDetail): string | undefined {
  const step = timeline.findLast((event) => isFailureStep(event.kind));
  if (step !== undefined) return explainFailure(step.detail ?? order.message, step.kind === 'not_placed');
  if (order.status === 'FAILED' || order.status === 'NOT_PLACED')
    return explainFailure(order.message, order.status === 'NOT_PLACED');
  return undefined;
}

function hasFills({ order }: OrderDetail): boolean {
  return Number(order.filled_quantity) > 0;
}

/** A trailing stop's trail and its trigger: now while it works, where it ended after. */
function TrailingLine({ order }: { order: TradingOrder }) {
  const stop = useTrailingStop(order);
  const working = OPEN.includes(order.status);
  return (
    <p data-testid="timeline-trailing" className="text-xs">
      Trail {trailWords(order)}
      {stop === undefined ? null : (
        <>
          {' · '}
          {working ? 'stop now ' : 'stop '}
          <span data-testid="timeline-trailing-stop" className="tabular-nums">
            {formatPrice(stop)}
          </span>
        </>
      )}
    </p>
  );
}

/** The life of one order beside the list; Escape or Close hides it. */
export function OrderTimeline({ accountId, clientOrderId, onClose }: OrderTimelineProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const detail = useOrderDetail(accountId, clientOrderId);
  useEffect(() => {
    closeRef.current?.focus();
  }, [clientOrderId]);
  const data = detail.data;
  const failure = data === undefined ? undefined : failureOf(data);
  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="order-timeline"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="flex w-80 shrink-0 flex-col gap-2 overflow-y-auto border-l border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {data === undefined ? `Order ${clientOrderId}` : `Life of: ${orderTitle(data.order)}`}
        </h3>
        <button ref={closeRef} type="button" aria-label="Close timeline" onClick={onClose} className="px-1">
          ×
        </button>
      </div>
      {detail.isPending ? <Skeleton className="h-24" label="Loading the order's steps" /> : null}
      {detail.isError ? (
        <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} title="Could not load the order" />
      ) : null}
      {data === undefined ? null : (
        <>
          <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            <OrderStatus status={data.order.status} />
            <span>{formatEasternDate(data.order.placed_at ?? data.order.updated_at)}</span>
            <span>· id {data.order.client_order_id}</span>
          </p>
          {data.order.order_type === 'TRAILING_STOP_LOSS' ? <TrailingLine order={data.order} /> : null}
          <BrokerRecord order={data.order} />
          {failure === undefined ? null : (
            <p
              role="alert"
              data-testid="order-failure"
              className="rounded bg-red-500/10 p-2 text-red-800 dark:text-red-200"
            >
              {failure}
            </p>
          )}
          <TimelineSteps events={data.timeline} />
          {/* Only an order that filled has executions: no read for the rest. */}
          {hasFills(data) ? <OrderExecutions accountId={accountId} clientOrderId={clientOrderId} /> : null}
        </>
      )}
    </aside>
  );
}

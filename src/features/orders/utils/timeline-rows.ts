import type { OrderEvent } from '@contracts/orders';
import { formatPrice } from '@src/lib/format-decimal';
import { explainFailure } from '@src/lib/explain-failure';
import { formatQuantity } from './order-labels';

type Kind = OrderEvent['kind'];

const LABELS: Record<Kind, string> = {
  reviewed: 'Reviewed',
  sent: 'Sent to the broker',
  accepted: 'Accepted',
  refused: 'Refused',
  checking: 'Checking: the answer was lost, looking the order up',
  not_placed: 'Not placed',
  partial_fill: 'Partly filled',
  filled: 'Filled',
  modify_requested: 'Change requested',
  modified: 'Changed',
  modify_failed: 'Change refused',
  cancel_requested: 'Cancel requested',
  cancelled: 'Cancelled',
  cancel_failed: 'Cancel refused',
  failed: 'Failed',
};

const FAILURES: ReadonlySet<Kind> = new Set(['refused', 'not_placed', 'modify_failed', 'cancel_failed', 'failed']);

export type TimelineRow = {
  key: string;
  kind: Kind;
  label: string;
  at: number;
  /** ms since the step before, as the BFF measured it or from the two times. */
  latencyMs: number | undefined;
  /** The failure in plain words, on failing steps. */
  failure: string | undefined;
};

export const isFailureStep = (kind: Kind): boolean => FAILURES.has(kind);

function labelOf(event: OrderEvent): string {
  const { kind, filled_quantity: qty, filled_price: price } = event;
  if ((kind === 'partial_fill' || kind === 'filled') && qty !== undefined && price !== undefined)
    return `${LABELS[kind]} ${formatQuantity(qty)} @ ${formatPrice(price)}`;
  return LABELS[kind];
}

/** The steps of an order's life as the timeline lists them, oldest first. */
export function timelineRows(events: readonly OrderEvent[]): TimelineRow[] {
  return events.map((event, index) => {
    const before = events[index - 1];
    return {
      key: `${String(index)}-${event.kind}-${String(event.at)}`,
      kind: event.kind,
      label: labelOf(event),
      at: event.at,
      latencyMs: event.latency_ms ?? (before === undefined ? undefined : Math.max(0, event.at - before.at)),
      failure: isFailureStep(event.kind) ? explainFailure(event.detail, event.kind === 'not_placed') : undefined,
    };
  });
}

/** `"35 ms"`, `"1.25 s"`, `"2 min 5 s"`. */
export function formatLatency(ms: number): string {
  if (ms < 1_000) return `${String(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(2)} s`;
  return `${String(Math.floor(ms / 60_000))} min ${String(Math.round((ms % 60_000) / 1_000))} s`;
}

import type { OrderEvent } from '@contracts/orders';
import { formatLatency, timelineRows } from '../utils/timeline-rows';
import { formatStepTime } from '../utils/step-time';

/** Every step of an order's life with its New York time (to the ms) and how long it took. */
export function TimelineSteps({ events }: { events: readonly OrderEvent[] }) {
  const rows = timelineRows(events);
  if (rows.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">No steps recorded yet.</p>;
  return (
    <ol aria-label="Order steps" className="flex flex-col gap-2">
      {rows.map((row) => (
        <li
          key={row.key}
          data-testid="timeline-step"
          data-kind={row.kind}
          className={`border-l-2 pl-2 ${row.failure === undefined ? 'border-sky-500' : 'border-red-500'}`}
        >
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium">{row.label}</span>
            {row.latencyMs === undefined ? null : (
              <span data-testid="step-latency" className="text-xs text-slate-500 dark:text-slate-400 tabular-nums">
                +{formatLatency(row.latencyMs)}
              </span>
            )}
          </div>
          <time
            dateTime={new Date(row.at).toISOString()}
            className="text-xs text-slate-500 dark:text-slate-400 tabular-nums"
          >
            {formatStepTime(row.at)} ET
          </time>
          {row.failure === undefined ? null : <p className="text-sm text-red-700 dark:text-red-300">{row.failure}</p>}
        </li>
      ))}
    </ol>
  );
}

import type { StreamDiagnostics } from '@contracts/diagnostics';
import { formatAgo } from '../utils/format-age';

const TH = 'px-2 py-1 text-left font-medium';
const TD = 'px-2 py-1 tabular-nums';

type Row = { name: string; id: string; unit: string; stream: StreamDiagnostics };

/** The market stream and the trade-event stream: state, last message, reconnects, subscriptions against the quota. */
export function StreamsTable({ rows, now }: { rows: readonly Row[]; now: number }) {
  return (
    <table className="w-full text-xs" aria-label="Streams">
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th className={TH}>Stream</th>
          <th className={TH}>State</th>
          <th className={TH}>Last message</th>
          <th className={TH}>Reconnects</th>
          <th className={TH}>Subscribed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, id, unit, stream }) => (
          <tr key={id} data-testid={`stream-${id}`} data-state={stream.state}>
            <th scope="row" className={TH}>
              {name}
            </th>
            <td className={TD} data-testid="state">
              {stream.state}
            </td>
            <td className={TD}>{formatAgo(stream.last_message_at, now)}</td>
            <td className={TD} data-testid="reconnects">
              {stream.reconnects}
            </td>
            <td className={TD} title={stream.quota.note}>
              {stream.subscribed} {unit}
              {stream.quota.limit === null ? '' : ` of ${String(stream.quota.limit)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

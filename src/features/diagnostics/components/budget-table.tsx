import type { DiagnosticsGroup } from '@contracts/diagnostics';
import { isNearLimit } from '@src/lib/budget-level';
import { formatWait } from '../utils/format-age';

const TH = 'px-2 py-1 text-left font-medium';
const TD = 'px-2 py-1 tabular-nums';

/** Each rate-limit group: used and left in the window, queue, next free slot, 429s received. */
export function BudgetTable({ groups }: { groups: readonly DiagnosticsGroup[] }) {
  return (
    <table className="w-full text-xs" aria-label="Rate-limit groups">
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th className={TH}>Group</th>
          <th className={TH}>Used</th>
          <th className={TH}>Left</th>
          <th className={TH}>Queued</th>
          <th className={TH}>Next slot</th>
          <th className={TH}>429s</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => {
          const near = isNearLimit(group);
          return (
            <tr
              key={group.group}
              data-testid={`budget-${group.group}`}
              data-state={near ? 'near' : 'ok'}
              className={near ? 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50' : ''}
            >
              <th scope="row" className={TH}>
                {group.group}
              </th>
              <td className={TD}>
                {group.used} of {group.budget} / {Math.round(group.window_ms / 1_000)} s
              </td>
              <td className={TD} data-testid="left">
                {group.left}
              </td>
              <td className={TD}>{group.queued}</td>
              <td className={TD}>
                {formatWait(group.next_slot_ms)}
                {group.frozen_for_ms > 0 ? ' (held after a 429)' : ''}
              </td>
              <td className={TD}>{group.throttled}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

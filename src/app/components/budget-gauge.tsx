import { isNearLimit } from '@src/lib/budget-level';
import { useBudget } from '@src/lib/use-live';

/**
 * The market-data budget in the header: calls used of the BFF's budget in the current window,
 * amber once near the limit (src/lib/budget-level.ts). Opens nothing; the diagnostics panel has the rest.
 */
export function BudgetGauge() {
  const budget = useBudget();
  const group = budget?.status.groups.find((g) => g.group === 'market-data');
  if (group === undefined) return null;
  const near = isNearLimit(group);
  const share = Math.min(100, Math.round((group.used / Math.max(1, group.budget)) * 100));
  const label = `Market-data calls in the last ${String(Math.round(group.window_ms / 1_000))} s: ${String(group.used)} of ${String(group.budget)}${near ? ', near the limit' : ''}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="budget-gauge"
      data-state={near ? 'near' : 'ok'}
      className={`inline-flex items-center gap-1 rounded px-2 py-0.5 text-xs font-medium ${
        near
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
      }`}
    >
      <span
        aria-hidden="true"
        className="relative inline-block h-1.5 w-10 overflow-hidden rounded bg-current/20 max-xl:hidden"
      >
        <span className="absolute inset-y-0 left-0 bg-current" style={{ width: `${String(share)}%` }} />
      </span>
      <span aria-hidden="true">
        {group.used}/{group.budget}
      </span>
    </span>
  );
}

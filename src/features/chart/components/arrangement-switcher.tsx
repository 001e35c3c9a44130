import { useRef, type KeyboardEvent } from 'react';
import { CHART_ARRANGEMENTS, type ChartArrangement } from '@contracts/chart-indicators';

const LABELS: Record<ChartArrangement, [short: string, long: string]> = {
  1: ['1', 'One chart'],
  2: ['2', 'Two charts'],
  4: ['2x2', 'Four charts, 2 by 2'],
};

type ArrangementSwitcherProps = { value: ChartArrangement; onChange: (arrangement: ChartArrangement) => void };

/** How many charts the chart area shows: a radio group, arrow keys move and select as the timespans' do. */
export function ArrangementSwitcher({ value, onChange }: ArrangementSwitcherProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const count = CHART_ARRANGEMENTS.length;
    const next = CHART_ARRANGEMENTS[(CHART_ARRANGEMENTS.indexOf(value) + step + count) % count] ?? value;
    onChange(next);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-arrangement="${String(next)}"]`)?.focus();
  };
  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label="Charts shown"
      onKeyDown={onKeyDown}
      className="flex gap-0.5 rounded-md border border-slate-300 bg-white/95 p-px shadow-sm dark:border-slate-700 dark:bg-slate-900/95"
    >
      {CHART_ARRANGEMENTS.map((arrangement) => {
        const checked = arrangement === value;
        const [short, long] = LABELS[arrangement];
        return (
          <button
            key={arrangement}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={long}
            title={long}
            data-arrangement={arrangement}
            tabIndex={checked ? 0 : -1}
            onClick={() => {
              onChange(arrangement);
            }}
            className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${
              checked
                ? 'bg-sky-700 text-white'
                : 'text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800'
            }`}
          >
            {short}
          </button>
        );
      })}
    </div>
  );
}

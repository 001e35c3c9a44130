import { useRef, type KeyboardEvent } from 'react';
import { TIMESPANS, type Timespan } from '@contracts/common';

const LABELS: Record<Timespan, [short: string, long: string]> = {
  M1: ['1m', '1 minute'],
  M5: ['5m', '5 minutes'],
  M15: ['15m', '15 minutes'],
  M30: ['30m', '30 minutes'],
  M60: ['1h', '1 hour'],
  M120: ['2h', '2 hours'],
  M240: ['4h', '4 hours'],
  D: ['D', '1 day'],
  W: ['W', '1 week'],
  M: ['M', '1 month'],
  Y: ['Y', '1 year'],
};

type TimespanSwitcherProps = { value: Timespan; onChange: (timespan: Timespan) => void };

/**
 * A radio group of bar intervals on one row (it scrolls sideways on a phone rather than wrap);
 * arrow keys move and select, as in any radio group.
 */
export function TimespanSwitcher({ value, onChange }: TimespanSwitcherProps) {
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
    const index = (TIMESPANS.indexOf(value) + step + TIMESPANS.length) % TIMESPANS.length;
    const next = TIMESPANS[index] ?? value;
    onChange(next);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-timespan="${next}"]`)?.focus();
  };
  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label="Timespan"
      onKeyDown={onKeyDown}
      className="flex gap-0.5 overflow-x-auto"
    >
      {TIMESPANS.map((timespan) => {
        const checked = timespan === value;
        const [short, long] = LABELS[timespan];
        return (
          <button
            key={timespan}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={long}
            title={long}
            data-timespan={timespan}
            tabIndex={checked ? 0 : -1}
            onClick={() => {
              onChange(timespan);
            }}
            className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium sm:px-2 ${
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

/** The same choice in a box, for a chart of a grid where a row of eleven buttons does not fit. */
export function TimespanSelect({ value, onChange, chartName }: TimespanSwitcherProps & { chartName: string }) {
  return (
    <select
      aria-label={`${chartName} timespan`}
      value={value}
      onChange={(event) => {
        const chosen = TIMESPANS.find((timespan) => timespan === event.target.value);
        if (chosen !== undefined) onChange(chosen);
      }}
      className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs dark:border-slate-600 dark:bg-slate-900"
    >
      {TIMESPANS.map((timespan) => (
        <option key={timespan} value={timespan}>
          {LABELS[timespan][1]}
        </option>
      ))}
    </select>
  );
}

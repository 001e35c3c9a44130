import { RadioButtons } from '@src/components/radio-buttons';
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

const OPTIONS = TIMESPANS.map((timespan) => ({
  value: timespan,
  short: LABELS[timespan][0],
  long: LABELS[timespan][1],
}));

/**
 * A radio group of bar intervals on one row (it scrolls sideways on a phone rather than wrap);
 * arrow keys move and select, as in any radio group.
 */
export function TimespanSwitcher({ value, onChange }: TimespanSwitcherProps) {
  return (
    <RadioButtons
      options={OPTIONS}
      value={value}
      onChange={onChange}
      label="Timespan"
      dataName="timespan"
      className="flex gap-0.5 overflow-x-auto"
    />
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

import { RadioButtons } from '@src/components/radio-buttons';
import { CHART_ARRANGEMENTS, type ChartArrangement } from '@contracts/chart-indicators';

const LABELS: Record<ChartArrangement, [short: string, long: string]> = {
  1: ['1', 'One chart'],
  2: ['2', 'Two charts'],
  4: ['2x2', 'Four charts, 2 by 2'],
};

type ArrangementSwitcherProps = { value: ChartArrangement; onChange: (arrangement: ChartArrangement) => void };

const OPTIONS = CHART_ARRANGEMENTS.map((arrangement) => ({
  value: arrangement,
  short: LABELS[arrangement][0],
  long: LABELS[arrangement][1],
}));

/** How many charts the chart area shows: a radio group, arrow keys move and select as the timespans' do. */
export function ArrangementSwitcher({ value, onChange }: ArrangementSwitcherProps) {
  return (
    <RadioButtons
      options={OPTIONS}
      value={value}
      onChange={onChange}
      label="Charts shown"
      dataName="arrangement"
      className="flex gap-0.5 rounded-md border border-slate-300 bg-white/95 p-px shadow-sm dark:border-slate-700 dark:bg-slate-900/95"
    />
  );
}

import { RadioButtons } from '@src/components/radio-buttons';
import { SCALE_MODES, type ScaleMode } from '../utils/scale-mode';

const LABELS: Record<ScaleMode, [short: string, long: string]> = {
  linear: ['Lin', 'Linear scale'],
  log: ['Log', 'Logarithmic scale'],
  percent: ['%', 'Percent scale'],
};

type ScaleSwitcherProps = { value: ScaleMode; onChange: (mode: ScaleMode) => void };

const OPTIONS = SCALE_MODES.map((mode) => ({ value: mode, short: LABELS[mode][0], long: LABELS[mode][1] }));

/** The price scale's mode as a radio group: arrow keys move and select, as in any radio group. */
export function ScaleSwitcher({ value, onChange }: ScaleSwitcherProps) {
  return <RadioButtons options={OPTIONS} value={value} onChange={onChange} label="Price scale" dataName="scale" />;
}

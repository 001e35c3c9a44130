import { useRef, type KeyboardEvent } from 'react';
import { SCALE_MODES, type ScaleMode } from '../utils/scale-mode';

const LABELS: Record<ScaleMode, [short: string, long: string]> = {
  linear: ['Lin', 'Linear scale'],
  log: ['Log', 'Logarithmic scale'],
  percent: ['%', 'Percent scale'],
};

type ScaleSwitcherProps = { value: ScaleMode; onChange: (mode: ScaleMode) => void };

/** The price scale's mode as a radio group: arrow keys move and select, as in any radio group. */
export function ScaleSwitcher({ value, onChange }: ScaleSwitcherProps) {
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
    const next = SCALE_MODES[(SCALE_MODES.indexOf(value) + step + SCALE_MODES.length) % SCALE_MODES.length] ?? value;
    onChange(next);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-scale="${next}"]`)?.focus();
  };
  return (
    <div ref={groupRef} role="radiogroup" aria-label="Price scale" onKeyDown={onKeyDown} className="flex gap-0.5">
      {SCALE_MODES.map((mode) => {
        const checked = mode === value;
        const [short, long] = LABELS[mode];
        return (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={long}
            title={long}
            data-scale={mode}
            tabIndex={checked ? 0 : -1}
            onClick={() => {
              onChange(mode);
            }}
            className={`rounded px-1.5 py-0.5 text-xs font-medium ${
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

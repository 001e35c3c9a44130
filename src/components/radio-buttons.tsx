import { useRef, type KeyboardEvent } from 'react';

export type RadioButtonOption<V extends string | number> = {
  value: V;
  /** What the button shows ("1h"). */
  short: string;
  /** Its accessible name and tooltip ("1 hour"). */
  long: string;
};

type RadioButtonsProps<V extends string | number> = {
  options: readonly RadioButtonOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the group. */
  label: string;
  /** Each button carries its value as `data-<name>`, for the journeys to pick one by it. */
  dataName: string;
  className?: string;
};

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A row of buttons that is one radio group (WAI-ARIA radio group): one tab stop, the arrow keys
 * move and select, wrapping at the ends. The chart's timespans, price scales and arrangements.
 */
export function RadioButtons<V extends string | number>({
  options,
  value,
  onChange,
  label,
  dataName,
  className = 'flex gap-0.5',
}: RadioButtonsProps<V>) {
  const groupRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = options[(index + step + options.length) % options.length];
    if (next === undefined) return;
    onChange(next.value);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-${dataName}="${String(next.value)}"]`)?.focus();
  };
  return (
    <div ref={groupRef} role="radiogroup" aria-label={label} onKeyDown={onKeyDown} className={className}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.long}
            title={option.long}
            {...{ [`data-${dataName}`]: String(option.value) }}
            tabIndex={checked ? 0 : -1}
            onClick={() => {
              onChange(option.value);
            }}
            className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium sm:px-2 ${
              checked
                ? 'bg-sky-700 text-white'
                : 'text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800'
            }`}
          >
            {option.short}
          </button>
        );
      })}
    </div>
  );
}

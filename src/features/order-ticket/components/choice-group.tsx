import { useId } from 'react';
import type { Issue } from '../utils/issues';
import { FieldIssues, issueAttributes } from './field-issues';

type ChoiceGroupProps<V extends string> = {
  legend: string;
  value: V;
  options: readonly { value: V; label: string; tone?: string }[];
  onChange: (value: V) => void;
  issues: readonly Issue[];
};

/** Radio buttons drawn as one segmented control (side, shares or amount). */
export function ChoiceGroup<V extends string>({ legend, value, options, onChange, issues }: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-0.5" {...issueAttributes(`${id}-issues`, issues)}>
      <legend className="text-xs text-slate-600 dark:text-slate-400">{legend}</legend>
      <div className="flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-700">
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <label
              key={option.value}
              className={`flex-1 cursor-pointer px-2 py-1 text-center text-sm has-focus-visible:ring-2 has-focus-visible:ring-sky-500 ${
                chosen ? (option.tone ?? 'bg-slate-700 text-white') + ' font-semibold' : 'bg-white dark:bg-slate-900'
              }`}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={chosen}
                onChange={() => {
                  onChange(option.value);
                }}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldIssues id={`${id}-issues`} issues={issues} />
    </fieldset>
  );
}

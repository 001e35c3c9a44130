import { useId } from 'react';
import type { Issue } from '../utils/issues';
import { FieldIssues, issueAttributes } from './field-issues';

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  issues: readonly Issue[];
};

/** A labelled choice with its errors and warnings beneath it. */
export function SelectField<V extends string>({ label, value, options, onChange, issues }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
        {...issueAttributes(`${id}-issues`, issues)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldIssues id={`${id}-issues`} issues={issues} />
    </div>
  );
}

import { optionLabel } from '../utils/option-labels';
import type { ParamDef } from '../utils/screener-defs';

type ParamPickerProps = {
  params: readonly ParamDef[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
};

/** One select per parameter of the screener, offering exactly the contract's values. */
export function ParamPicker({ params, values, onChange }: ParamPickerProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {params.map((param) => (
        <label key={param.name} className="flex items-center gap-1 text-xs">
          {param.label}
          <select
            value={values[param.name] ?? param.initial}
            onChange={(event) => {
              onChange(param.name, event.target.value);
            }}
            className="rounded border border-slate-300 bg-white px-1 py-0.5 dark:border-slate-700 dark:bg-slate-900"
          >
            {param.options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

type SegmentedToggleProps<V extends string> = {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
};

/** A small group of pressed/unpressed buttons (e.g. Annual | Quarterly). */
export function SegmentedToggle<V extends string>({ label, options, value, onChange }: SegmentedToggleProps<V>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex overflow-hidden rounded border border-slate-300 text-xs dark:border-slate-700"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => {
            onChange(option.value);
          }}
          className={`px-2 py-0.5 ${option.value === value ? 'bg-sky-700 text-white' : 'hover:bg-slate-200 dark:hover:bg-slate-800'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

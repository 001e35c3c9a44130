import { COLUMN_IDS, COLUMNS, type ColumnId } from '../utils/columns';

type ColumnChooserProps = {
  columns: readonly ColumnId[];
  onToggle: (id: ColumnId, shown: boolean) => void;
};

/** Checkboxes for the optional columns; the choice is part of the saved layout (docs/layout.md). */
export function ColumnChooser({ columns, onToggle }: ColumnChooserProps) {
  return (
    <details className="relative text-sm">
      <summary className="cursor-pointer rounded border border-slate-300 px-2 py-0.5 select-none dark:border-slate-700">
        Columns
      </summary>
      <fieldset className="absolute right-0 z-20 mt-1 flex w-48 flex-col gap-1 rounded-md border border-slate-300 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <legend className="sr-only">Columns shown</legend>
        {COLUMN_IDS.map((id) => (
          <label key={id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={columns.includes(id)}
              onChange={(event) => {
                onToggle(id, event.target.checked);
              }}
            />
            {COLUMNS[id].label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

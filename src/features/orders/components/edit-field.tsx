import type { KeyboardEvent } from 'react';
import { FIELD_LABELS, type EditableField } from '../utils/edit-order';

type EditFieldProps = {
  field: EditableField;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onDiscard: () => void;
  autoFocus?: boolean;
};

/** One term of a working order, typed in place: Enter sends the change, Escape discards it. */
export function EditField({ field, value, onChange, onSend, onDiscard, autoFocus = false }: EditFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSend();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDiscard();
    }
  };
  return (
    <input
      aria-label={FIELD_LABELS[field]}
      inputMode="decimal"
      // Focus lands in the first field when Modify opens the editor.
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onKeyDown={onKeyDown}
      className="w-20 rounded border border-slate-300 bg-white px-1 py-0.5 text-right tabular-nums dark:border-slate-700 dark:bg-slate-900"
    />
  );
}

import { useId, type ReactElement } from 'react';

type FieldProps = {
  label: string;
  error: string | undefined;
  /** The input; it is given its id, and its message's id when there is one. */
  children: (ids: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactElement;
};

/** A labelled input with its message in words under it, tied to it for screen readers. */
export function AlertField({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': error === undefined ? undefined : errorId,
      })}
      {error === undefined ? null : (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export const INPUT =
  'rounded border border-slate-300 bg-transparent px-1.5 py-0.5 text-sm aria-invalid:border-red-500 dark:border-slate-700';
export const BUTTON =
  'rounded-md border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800';

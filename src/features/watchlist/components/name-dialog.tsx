import { useId, useState, type SyntheticEvent } from 'react';
import { WATCHLIST_NAME_MAX } from '@contracts/watchlists';
import { validateWatchlistName } from '../utils/validate-name';
import { ModalFrame } from './modal-frame';

type NameDialogProps = {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Names of the other lists, to catch a duplicate before the provider does. */
  existingNames: readonly string[];
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** Asks for a list name; an empty or duplicate name is explained right here. */
export function NameDialog({
  title,
  submitLabel,
  initialName = '',
  existingNames,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string>();
  const errorId = useId();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateWatchlistName(name, existingNames, initialName === '' ? undefined : initialName);
    if (found !== undefined) {
      setProblem(found);
      return;
    }
    onSubmit(name.trim());
  };
  return (
    <ModalFrame title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          Name
          <input
            value={name}
            maxLength={WATCHLIST_NAME_MAX + 10}
            aria-invalid={problem !== undefined}
            aria-describedby={problem === undefined ? undefined : errorId}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
            className="rounded-md border border-slate-300 px-2 py-1 dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        {problem === undefined ? null : (
          <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-300">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded px-3 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            Cancel
          </button>
          <button
            type="submit"
            className="rounded bg-sky-700 px-3 py-1 text-sm font-medium text-white hover:bg-sky-800"
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}

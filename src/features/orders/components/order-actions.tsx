type OrderActionsProps = {
  title: string;
  editing: boolean;
  modifiable: boolean;
  edit: { send: () => void; pending: boolean; error: string | undefined };
  cancel: { run: () => void; pending: boolean; error: string | undefined };
  onModify: () => void;
  onDiscard: () => void;
};

const BUTTON =
  'rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * Modify (or, while editing, Send and Discard) and Cancel of one working order. Cancel is
 * never held back: not while a change is being sent, not by any check.
 */
export function OrderActions({ title, editing, modifiable, edit, cancel, onModify, onDiscard }: OrderActionsProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-1 whitespace-nowrap">
        {editing ? (
          <>
            <button type="button" aria-label={`Send change of ${title}`} onClick={edit.send} className={BUTTON}>
              {edit.pending ? 'Sending…' : 'Send'}
            </button>
            <button type="button" aria-label={`Discard change of ${title}`} onClick={onDiscard} className={BUTTON}>
              Discard
            </button>
          </>
        ) : modifiable ? (
          <button type="button" aria-label={`Modify ${title}`} onClick={onModify} className={BUTTON}>
            Modify
          </button>
        ) : null}
        <button type="button" aria-label={`Cancel ${title}`} onClick={cancel.run} className={BUTTON}>
          {cancel.pending ? 'Cancelling…' : 'Cancel'}
        </button>
      </div>
      {editing ? <p className="text-xs text-slate-500 dark:text-slate-400">Enter sends, Esc discards</p> : null}
      {edit.error === undefined ? null : (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          Not changed: {edit.error}
        </p>
      )}
      {cancel.error === undefined ? null : (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          Not cancelled: {cancel.error}
        </p>
      )}
    </div>
  );
}

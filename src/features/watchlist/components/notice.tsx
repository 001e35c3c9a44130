export type NoticeState = { kind: 'error' | 'info'; text: string } | undefined;

/** A refusal (alert, stays until dismissed) or a confirmation (status) above the list. */
export function Notice({ notice, onDismiss }: { notice: NoticeState; onDismiss: () => void }) {
  if (notice === undefined) return null;
  const error = notice.kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-md px-2 py-1 text-sm ${
        error
          ? 'border border-red-500/40 bg-red-500/10 text-red-800 dark:text-red-200'
          : 'bg-emerald-500/10 text-emerald-800 dark:text-emerald-200'
      }`}
    >
      <p className="flex-1">{notice.text}</p>
      <button type="button" aria-label="Dismiss message" onClick={onDismiss} className="px-1">
        ×
      </button>
    </div>
  );
}

type ActionResultProps = {
  result: { ok: boolean; message: string };
  onDismiss: () => void;
  /** A line of its own (a paragraph), or a note inside a row of controls (a span). */
  inline?: boolean;
};

/**
 * What the last action did, beside what caused it: a success as a status that leaves by itself
 * (see `useFleetingResult`), a failure as an alert that stays until dismissed.
 */
export function ActionResult({ result, onDismiss, inline = false }: ActionResultProps) {
  const Tag = inline ? 'span' : 'p';
  const tone = result.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300';
  return (
    <Tag role={result.ok ? 'status' : 'alert'} className={inline ? 'flex items-center gap-1' : `text-sm ${tone}`}>
      {result.message}
      {result.ok ? null : (
        <button type="button" aria-label="Dismiss" onClick={onDismiss} className="ml-1 px-1">
          ×
        </button>
      )}
    </Tag>
  );
}

type ChartWriteMessageProps = {
  /** The BFF's refusal of the last change made on the chart (a moved order, an alert), if any. */
  error: Error | null;
  /** What did not happen, e.g. "The order was not moved". */
  failure: string;
  onDismiss: () => void;
  /** Said to a screen reader when the change went through ("Alert created"). */
  done?: string | undefined;
  /** Stacked over the plot's foot: 0 for the first message, 1 above it. */
  row?: 0 | 1;
};

/** What became of a change made on the chart: its refusal in words with a dismiss button. */
export function ChartWriteMessage({ error, failure, onDismiss, done, row = 0 }: ChartWriteMessageProps) {
  if (error === null)
    return done === undefined ? null : (
      <p role="status" className="sr-only">
        {done}
      </p>
    );
  return (
    <p
      role="alert"
      className={`absolute inset-x-4 z-10 flex items-start gap-2 rounded-md border border-red-500/40 bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200 ${row === 0 ? 'bottom-4' : 'bottom-16'}`}
    >
      <span className="flex-1">
        {failure}: {error.message}
      </span>
      <button type="button" aria-label="Dismiss message" onClick={onDismiss} className="px-1">
        ×
      </button>
    </p>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, rateLimitMessage } from '@src/lib/api-error';

type ErrorAlertProps = {
  error: unknown;
  onRetry: () => void;
  /** Short context for the reader, e.g. "Could not load the quote". */
  title?: string;
};

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong.';
}

/**
 * Counts `seconds` down once per second for each new `source` (a fresh error restarts it) and
 * calls `onDone` once at zero.
 */
function useCountdown(source: unknown, seconds: number | undefined, onDone: () => void): number | undefined {
  const [state, setState] = useState({ source, left: seconds });
  if (state.source !== source) setState({ source, left: seconds });
  const left = state.source === source ? state.left : seconds;
  const onDoneRef = useRef(onDone);
  useLayoutEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (left === undefined || left <= 0) return;
    const id = setTimeout(() => {
      setState({ source, left: left - 1 });
      if (left - 1 === 0) onDoneRef.current();
    }, 1_000);
    return () => {
      clearTimeout(id);
    };
  }, [left, source]);
  return left;
}

/**
 * A failure explained for a person, with a Retry button. When the provider's rate budget
 * is exhausted it counts down the wait and retries by itself.
 */
export function ErrorAlert({ error, onRetry, title }: ErrorAlertProps) {
  const rateLimited = error instanceof ApiError && error.kind === 'rate-limited' ? error.retryAfterSeconds : undefined;
  const left = useCountdown(error, rateLimited, onRetry);
  const message = left === undefined ? messageOf(error) : rateLimitMessage(left);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-800 dark:text-red-200"
    >
      {title === undefined ? null : <p className="font-semibold">{title}</p>}
      <p>{message}</p>
      <div>
        <button
          type="button"
          onClick={onRetry}
          className="rounded border border-current px-3 py-1 font-medium hover:bg-red-500/20 focus-visible:outline-2"
        >
          Retry
        </button>
      </div>
    </div>
  );
}

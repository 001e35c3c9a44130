import { useEffect, useState } from 'react';

/** How long a confirmation ("Added AAPL to “Tech”.") stays before it leaves by itself. */
export const CONFIRMATION_MS = 5_000;

type Result = { ok: boolean; message: string };

/**
 * The outcome of the last action, shown beside what caused it. A success leaves by itself after
 * {@link CONFIRMATION_MS}; a failure stays until the next action replaces it or it is dismissed,
 * since it says what to do and may be read later (docs/decisions/0076-confirmations-leave-failures-stay.md).
 */
export function useFleetingResult<T extends Result>() {
  const [result, setResult] = useState<T>();
  useEffect(() => {
    if (result?.ok !== true) return;
    const timer = setTimeout(() => {
      setResult(undefined);
    }, CONFIRMATION_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [result]);
  return [result, setResult] as const;
}

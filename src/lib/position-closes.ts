/**
 * What a close of a position said, for the toasts: the positions panel, Shift+F and the chart
 * close through the same route, and the order announcements (loaded on their own) show each
 * outcome once, whichever screen asked (docs/trading-screens.md#positions-and-balances).
 */
export type CloseNotice = { tone: 'success' | 'error'; text: string };

const listeners = new Set<(notice: CloseNotice) => void>();

export function tellClose(notice: CloseNotice): void {
  for (const listener of listeners) listener(notice);
}

/** Calls `listener` with every close outcome from now on; returns the stop. */
export function onCloseNotice(listener: (notice: CloseNotice) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

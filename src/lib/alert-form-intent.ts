import { useSyncExternalStore } from 'react';

/**
 * What another screen asks the Alerts panel to show: its create form on a symbol, at a price.
 * The panel is its own feature, so the quote panel opens it through this store instead of
 * importing it (as ./order-ticket-intent.ts does for the ticket).
 */
export type AlertFormIntent = { symbol: string; price?: string | undefined; seq: number };

let seq = 0;
let pending: AlertFormIntent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Opens the Alerts panel's create form on `symbol`, its level at `price`. */
export function openAlertForm(symbol: string, price?: string): void {
  seq += 1;
  pending = { symbol, price, seq };
  notify();
}

/** Called once the form has applied request `taken`, so a form mounted later does not apply it again. */
export function takeAlertFormRequest(taken: number): void {
  if (pending?.seq !== taken) return;
  pending = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The request not yet taken, or null. */
export function useAlertFormRequest(): AlertFormIntent | null {
  return useSyncExternalStore(subscribe, () => pending);
}

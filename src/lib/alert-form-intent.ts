import { createIntentStore, type Request } from './intent-store';

/**
 * What another screen asks the Alerts panel to show: its create form on a symbol, at a price.
 * The panel is its own feature, so the quote panel opens it through this store instead of
 * importing it (as ./order-ticket-intent.ts does for the ticket).
 */
type AlertForm = { symbol: string; price?: string | undefined };

export type AlertFormIntent = Request<AlertForm>;

const store = createIntentStore<AlertForm>();

/** Opens the Alerts panel's create form on `symbol`, its level at `price`. */
export function openAlertForm(symbol: string, price?: string): void {
  store.open({ symbol, price });
}

/** Called once the form has applied request `taken`, so a form mounted later does not apply it again. */
export function takeAlertFormRequest(taken: number): void {
  store.take(taken);
}

/** The request not yet taken, or null. */
export function useAlertFormRequest(): AlertFormIntent | null {
  return store.useRequest();
}

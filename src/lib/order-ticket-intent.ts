import type { OrderSide } from '../contracts/orders';
import { createIntentStore, type Request } from './intent-store';

/**
 * What another screen asks the order ticket to show. The ticket is loaded on its own, so the
 * quote panel, a watchlist row, the depth ladder or the chart open it through this store
 * instead of importing it.
 */
export type OrderTicketIntent = {
  symbol: string;
  side?: OrderSide;
  /** A limit price as decimal text: the ticket switches to a limit order at this price. */
  price?: string;
  quantity?: string;
};

export type OrderTicketRequest = Request<OrderTicketIntent>;

const store = createIntentStore<OrderTicketIntent>();

/** Opens the ticket prefilled; the newest request wins until the ticket has taken it. */
export function openOrderTicket(intent: OrderTicketIntent): void {
  store.open(intent);
}

/** Called by the ticket once it has applied request `taken`. */
export function takeOrderTicketRequest(taken: number): void {
  store.take(taken);
}

/** The request not yet taken by the ticket, or null. */
export function useOrderTicketRequest(): OrderTicketRequest | null {
  return store.useRequest();
}

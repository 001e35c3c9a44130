import { useSyncExternalStore } from 'react';
import type { OrderSide } from '../contracts/orders';

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

/** One request; `seq` tells two identical requests apart. */
export type OrderTicketRequest = OrderTicketIntent & { seq: number };

let seq = 0;
let pending: OrderTicketRequest | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Opens the ticket prefilled; the newest request wins until the ticket has taken it. */
export function openOrderTicket(intent: OrderTicketIntent): void {
  seq += 1;
  pending = { ...intent, seq };
  notify();
}

/**
 * Called by the ticket once it has applied request `taken`, so a ticket mounted later (after a
 * reload of its code or a new layout) does not apply the same request again.
 */
export function takeOrderTicketRequest(taken: number): void {
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

/** The request not yet taken by the ticket, or null. */
export function useOrderTicketRequest(): OrderTicketRequest | null {
  return useSyncExternalStore(subscribe, () => pending);
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ReplaceOrder, TradingOrder } from '../contracts/orders';

/** The terms a change of a working order set: only those that differ from `before`. */
export type OrderTerms = Pick<ReplaceOrder, 'quantity' | 'limit_price' | 'stop_price'>;

/**
 * A change the broker took, made by the trader (a dragged line, the list's Modify): the order as
 * it was and the terms now. The toast that offers Undo is shown by the account's announcer,
 * which lives in another chunk than the chart and the order list, hence this channel
 * (docs/trading-screens.md#changes-say-so-and-can-be-undone).
 */
export type ModifiedOrder = { accountId: string; before: TradingOrder; change: OrderTerms };

const listeners = new Set<(modified: ModifiedOrder) => void>();

export function announceModified(modified: ModifiedOrder): void {
  for (const listener of listeners) listener(modified);
}

/** Calls `onModified` for every change announced while mounted. */
export function useModifiedOrders(onModified: (modified: ModifiedOrder) => void): void {
  const latest = useRef(onModified);
  useLayoutEffect(() => {
    latest.current = onModified;
  });
  useEffect(() => {
    const listener = (modified: ModifiedOrder) => {
      latest.current(modified);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

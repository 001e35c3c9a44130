import type { OrderEvent } from './order-event';

/**
 * In-process fan-out of order events from the paper broker to the trade-event stream. Listeners
 * get every event in the order it was published, synchronously.
 */
export interface TradeEventBus {
  publish(event: OrderEvent): void;
  /** Returns the function that stops this listener. */
  listen(listener: (event: OrderEvent) => void): () => void;
}

export function createTradeEventBus(): TradeEventBus {
  const listeners = new Set<(event: OrderEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

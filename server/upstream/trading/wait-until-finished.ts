import type { OrderStatus } from '@contracts/orders';
import type { Clock } from '@server/shared/clock';
import type { TradingFeed } from './trading-feed';

const FINAL: readonly OrderStatus[] = ['FILLED', 'CANCELLED', 'FAILED', 'NOT_PLACED'];
// Looks at the open orders after 1, 2, 4, 8 s...: an event missed while the stream was down
// (docs/trading.md#reconciliation) must not hold a close; each look costs one order read (2 per 2 s).
const FIRST_LOOK_MS = 1_000;

export interface WaitOptions {
  ids: readonly string[];
  feed: Pick<TradingFeed, 'onEvent'>;
  clock: Clock;
  withinMs: number;
  /** The ids of the account's open orders at the broker now. */
  stillOpen: () => Promise<ReadonlySet<string>>;
}

/**
 * Resolves once every order of `ids` is finished at the broker (cancelled, filled, failed), by
 * its event on the trade-event stream or by its absence from the open orders, or once `withinMs`
 * has passed: `open` then names those still unconfirmed. Call it before asking for the changes,
 * so no event is missed. Never rejects.
 */
export function waitUntilFinished(
  options: WaitOptions,
): Promise<{ open: string[]; statuses: Map<string, OrderStatus> }> {
  const pending = new Set(options.ids);
  const statuses = new Map<string, OrderStatus>();
  if (pending.size === 0) return Promise.resolve({ open: [], statuses });
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const stop of stops) stop();
      resolve({ open: [...pending], statuses });
    };
    const settle = (id: string, status?: OrderStatus) => {
      if (!pending.has(id)) return;
      pending.delete(id);
      if (status !== undefined) statuses.set(id, status);
      if (pending.size === 0) finish();
    };
    stops.push(
      options.feed.onEvent((event) => {
        if (event.kind === 'orders' && FINAL.includes(event.data.order.status))
          settle(event.data.order.client_order_id, event.data.order.status);
      }),
    );
    stops.push(options.clock.setTimer(finish, options.withinMs));
    const look = (delayMs: number) => {
      stops.push(
        options.clock.setTimer(() => {
          if (done) return;
          void options.stillOpen().then(
            (open) => {
              for (const id of [...pending]) if (!open.has(id)) settle(id);
              look(delayMs * 2);
            },
            () => {
              look(delayMs * 2);
            },
          );
        }, delayMs),
      );
    };
    look(FIRST_LOOK_MS);
  });
}

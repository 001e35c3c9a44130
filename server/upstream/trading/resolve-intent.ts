import type { TradingOrder } from '@contracts/orders';
import type { OrderIntent, OrderJournal } from '@server/store/order-journal';
import type { Clock } from '@server/shared/clock';
import { draftOrders } from './draft-orders';
import type { OrderReads } from './order-reads';
import { stepKey, type OrderTracker } from './order-tracker';

const NOT_PLACED = 'The broker never received this order: nothing was placed. Review it again to send a new one.';
// Lookups that fail (the broker unreachable) are tried again, slower each time, up to a minute apart.
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];

/**
 * Finds out what became of an order whose place answer never came (or that was journaled by a
 * BFF that stopped before it heard back): its detail by `client_order_id`, then the open orders;
 * found, it is accepted with its real state; found nowhere, it was never placed, and a review a
 * previous run left (which may have been claimed just before a crash) expires
 * (docs/trading.md#a-lost-answer).
 */
export function createIntentResolver(deps: {
  reads: OrderReads;
  journal: OrderJournal;
  tracker: OrderTracker;
  clock: Clock;
  log: (line: string) => void;
}) {
  const running = new Set<string>();
  const timers = new Set<() => void>();
  let closed = false;

  async function lookUp(intent: OrderIntent): Promise<TradingOrder[] | null> {
    const found = await deps.reads.detail(intent.account_id, intent.client_order_id, 'order');
    if (found !== null) return found;
    const open = await deps.reads.openOrders(intent.account_id, 'order');
    const ids = new Set(draftOrders(intent.draft, 'CHECKING', 0).map((o) => o.client_order_id));
    const mine = open.filter((o) => ids.has(o.client_order_id));
    return mine.length > 0 ? mine : null;
  }

  async function settle(intent: OrderIntent): Promise<void> {
    const found = await lookUp(intent);
    const now = deps.clock.now();
    // A review found nowhere was never placed: no order to show, and Confirm says review again.
    // Only if still unclaimed: with several BFFs on one database, another may have claimed it
    // since the lookup, and its intent is then theirs to settle.
    if (found === null && intent.state === 'reviewed') {
      await deps.journal.expireReview(intent.account_id, intent.client_order_id, now);
      return;
    }
    if (found === null) {
      await deps.journal.updateIntent(intent.account_id, intent.client_order_id, {
        state: 'not_placed',
        message: NOT_PLACED,
        updated_at: now,
      });
      for (const order of draftOrders(intent.draft, 'NOT_PLACED', now))
        await deps.tracker.record(
          { ...order, message: NOT_PLACED },
          { kind: 'not_placed', detail: NOT_PLACED },
          stepKey(order, 'not_placed'),
        );
      return;
    }
    const main = found.find((o) => o.client_order_id === intent.client_order_id);
    await deps.journal.updateIntent(intent.account_id, intent.client_order_id, {
      state: 'accepted',
      order_id: main?.order_id ?? null,
      updated_at: now,
    });
    for (const order of found)
      await deps.tracker.record(
        order,
        { kind: 'accepted', detail: 'Found at the broker by its id.' },
        stepKey(order, 'accepted'),
      );
  }

  function resolve(intent: OrderIntent, attempt = 0): void {
    const key = `${intent.account_id}|${intent.client_order_id}`;
    if (closed || (attempt === 0 && running.has(key))) return;
    running.add(key);
    settle(intent).then(
      () => running.delete(key),
      (error: unknown) => {
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 60_000;
        deps.log(
          `order ${intent.client_order_id}: lookup failed (${error instanceof Error ? error.message : String(error)}); trying again in ${String(wait / 1000)} s`,
        );
        const cancel = deps.clock.setTimer(() => {
          timers.delete(cancel);
          resolve(intent, attempt + 1);
        }, wait);
        timers.add(cancel);
      },
    );
  }

  return {
    resolve: (intent: OrderIntent) => {
      resolve(intent);
    },
    /** At start-up: every intent a previous run left unresolved. */
    async resolveUnfinished(): Promise<number> {
      const open = await deps.journal.unresolvedIntents();
      for (const intent of open) resolve(intent);
      return open.length;
    },
    close() {
      closed = true;
      for (const cancel of timers) cancel();
      timers.clear();
    },
  };
}

import type { OrderEvent, OrderStatus, TradingOrder } from '@contracts/orders';
import type { JournalStep, OrderJournal } from '@server/store/order-journal';
import type { Clock } from '@server/shared/clock';
import type { TradingFeedHub } from './trading-feed';

export type OrderStep = Pick<OrderEvent, 'kind'> & Partial<Pick<OrderEvent, 'detail' | 'at'>>;

/** A step told to the browsers and not stored yet (`OrderTracker.tellAhead`). */
export interface ToldStep {
  /** The step as the journal stores it, for a caller that writes it with something else. */
  step: JournalStep;
  /** Stores the step on its own. */
  store: () => Promise<void>;
  /** Says a caller that wrote `step` itself is done with it, stored or not. */
  settled: () => void;
}

/** Records and announces every step of every order. */
export interface OrderTracker {
  /**
   * Stores the order as it now stands and appends the step to its timeline unless a step with
   * the same `key` is already there or on its way (an event seen twice, or seen live and again
   * when reconciling); a new step goes to the browsers of the account before its disk write.
   * True when the step was new.
   * `announce: false` (a review, before any order exists) keeps the step for the timeline only:
   * the order is neither stored nor sent to browsers.
   */
  record(order: TradingOrder, step: OrderStep, key: string, options?: { announce?: boolean }): Promise<boolean>;
  /**
   * The step as `record` would write it, for a caller that writes it together with something
   * else (the intent and its `sent` steps, or its review); `written()` then announces it, once it
   * is stored (`announce: false` as in `record`).
   */
  prepare(
    order: TradingOrder,
    step: OrderStep,
    key: string,
    options?: { announce?: boolean },
  ): Promise<{ step: JournalStep; written: () => void }>;
  /**
   * `record` in two halves: tells the account's browsers a new step now, and stores it when
   * `store()` is called, for a step whose disk sync must wait until an answer has left (the
   * place answer's `accepted`, docs/trading.md#placing-an-order). Null when a step with that key
   * is stored or on its way already. A later step stored meanwhile keeps its record of the order
   * (the journal keeps the newest).
   */
  tellAhead(order: TradingOrder, step: OrderStep, key: string): Promise<ToldStep | null>;
  /** Stores the order without a step (a detail read that changed nothing a trader would see). */
  save(order: TradingOrder): Promise<void>;
  current(accountId: string, clientOrderId: string): Promise<TradingOrder | undefined>;
}

/**
 * Keys of steps that can happen once per order (or per fill size), so a live event and the same
 * change found by reconciliation make one step: docs/trading.md#reconciliation.
 */
export function stepKey(order: Pick<TradingOrder, 'account_id' | 'client_order_id'>, ...parts: string[]): string {
  return [order.account_id, order.client_order_id, ...parts].join('|');
}

const FINISHED = new Set<OrderStatus>(['FILLED', 'CANCELLED', 'FAILED', 'NOT_PLACED']);

export function createOrderTracker(deps: { journal: OrderJournal; clock: Clock; feed: TradingFeedHub }): OrderTracker {
  // When each order's previous step happened, for the latency of the next one.
  const lastStepAt = new Map<string, number>();
  const idOf = (order: TradingOrder) => `${order.account_id}|${order.client_order_id}`;
  const told = new Set<string>();

  async function toStep(order: TradingOrder, step: OrderStep, key: string): Promise<JournalStep> {
    const at = step.at ?? deps.clock.now();
    let previous = lastStepAt.get(idOf(order));
    if (previous === undefined)
      previous = (await deps.journal.listEvents(order.account_id, order.client_order_id)).at(-1)?.at;
    const event: OrderEvent = {
      account_id: order.account_id,
      client_order_id: order.client_order_id,
      kind: step.kind,
      at,
      status: order.status,
      ...(previous === undefined ? {} : { latency_ms: Math.max(0, at - previous) }),
      ...(order.filled_quantity === '0' ? {} : { filled_quantity: order.filled_quantity }),
      ...(order.filled_price === undefined ? {} : { filled_price: order.filled_price }),
      ...(step.detail === undefined ? {} : { detail: step.detail }),
    };
    return { order: { ...order, updated_at: deps.clock.now() }, event, key };
  }

  /** For a new step: remember when it happened, and tell the account's browsers. */
  function tell({ order, event }: JournalStep, announce: boolean): void {
    // A finished order's later steps (a refused cancel) are rare: read its last step again then.
    if (FINISHED.has(order.status)) lastStepAt.delete(idOf(order));
    else lastStepAt.set(idOf(order), event.at);
    if (announce) deps.feed.emit({ kind: 'orders', accountId: order.account_id, data: { order, event } });
  }

  /**
   * A new step goes to the browsers first and to the disk after: the disk sync never stands
   * between a fill and the screen (docs/trading.md#events-and-steps). `told` holds the keys of
   * steps told and not stored yet, so a second record of one (the live event and a
   * reconciliation at once) is dropped in this process; the database's unique key drops it
   * across processes.
   */
  async function tellAhead(order: TradingOrder, step: OrderStep, key: string): Promise<ToldStep | null> {
    if (told.has(key)) return null;
    told.add(key);
    try {
      if (await deps.journal.hasEvent(key)) {
        told.delete(key);
        return null;
      }
      const prepared = await toStep(order, step, key);
      tell(prepared, true);
      const settled = () => {
        told.delete(key);
      };
      return {
        step: prepared,
        async store() {
          try {
            await deps.journal.recordStep(prepared.order, prepared.event, key);
          } finally {
            settled();
          }
        },
        settled,
      };
    } catch (error) {
      told.delete(key);
      throw error;
    }
  }

  return {
    async record(order, step, key, options) {
      if (options?.announce === false) {
        const prepared = await toStep(order, step, key);
        const fresh = await deps.journal.appendEvent(prepared.event, key);
        if (fresh) tell(prepared, false);
        return fresh;
      }
      const ahead = await tellAhead(order, step, key);
      if (ahead === null) return false;
      await ahead.store();
      return true;
    },
    async prepare(order, step, key, options) {
      const prepared = await toStep(order, step, key);
      return {
        step: prepared,
        written: () => {
          tell(prepared, options?.announce !== false);
        },
      };
    },
    tellAhead,
    async save(order) {
      await deps.journal.saveOrder({ ...order, updated_at: deps.clock.now() });
    },
    current: (accountId, clientOrderId) => deps.journal.getOrder(accountId, clientOrderId),
  };
}

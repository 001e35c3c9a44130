import type { OrderDraft, TradingOrder } from '@contracts/orders';
import type { JournalStep, OrderIntent, OrderJournal } from '@server/store/order-journal';
import type { UpstreamClient } from '../client/http-client';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { draftOrders } from './draft-orders';
import { PLACE_CATEGORY, toPlaceBody } from './order-body';
import { OrderRefusal, toOrderRefusal } from './order-refusal';
import { stepKey, type OrderTracker, type ToldStep } from './order-tracker';
import { REVIEW_VALID_MS } from './review-expiry';

const REVIEW_EXPIRED = `This review is more than ${String(REVIEW_VALID_MS / 60_000)} minutes old, or the dashboard restarted since: nothing was sent. Review the order again to send it.`;
const REVIEW_CHANGED = 'This order is not the one reviewed under its id: nothing was sent. Review it again to send it.';

export interface PlaceDeps {
  client: UpstreamClient;
  scheduler: Scheduler;
  journal: OrderJournal;
  tracker: OrderTracker;
  clock: Clock;
  /** When this run began: reviews made before it are not placed (they may be resolving). */
  startedAt: number;
  /** Looks up an order whose answer was lost; runs in the background. */
  resolveLater: (intent: OrderIntent) => void;
  log: (line: string) => void;
}

/**
 * The order path of docs/trading.md#placing-an-order: the intent is journaled before anything is
 * sent; the place call is sent once (never retried); a second submit of the same
 * `client_order_id` (a double click, another tab, a replayed request) gets the first one's
 * answer and sends nothing; a lost answer turns into CHECKING and a lookup by id.
 */
export function createOrderPlacer(deps: PlaceDeps) {
  const inFlight = new Map<string, Promise<TradingOrder[]>>();
  // An accepted order's journal writes, done after the browser has its answer.
  const persisting = new Map<string, Promise<void>>();

  async function ordersOf(intent: OrderIntent): Promise<TradingOrder[]> {
    const fallback = draftOrders(intent.draft, 'CHECKING', intent.created_at);
    const known = await Promise.all(
      fallback.map(async (o) => (await deps.tracker.current(o.account_id, o.client_order_id)) ?? o),
    );
    return known;
  }

  /** The answer to a repeated submit, from the journal alone. */
  async function answerAgain(draft: OrderDraft): Promise<TradingOrder[]> {
    const intent = await deps.journal.getIntent(draft.account_id, draft.client_order_id);
    if (intent === undefined) throw new Error('a journaled intent vanished');
    if (intent.state === 'expired') throw new OrderRefusal(409, 'REVIEW_EXPIRED', REVIEW_EXPIRED);
    if (intent.state === 'refused')
      throw new OrderRefusal(
        intent.http_status ?? 409,
        intent.error_code ?? 'ORDER_REFUSED',
        intent.message ?? 'Refused.',
      );
    return ordersOf(intent);
  }

  /**
   * Journals the intent with its orders' `sent` steps; false when another submit of the id has
   * it. A reviewed order's intent was written, synced, with its review: the place only claims
   * it, with no disk sync before the send. An order placed without a review (a hotkey) is written
   * and synced now. Either way the intent is `journaled` until the answer: a lookup after a crash
   * treats it as in flight (docs/trading.md#placing-an-order).
   */
  async function journalIntent(draft: OrderDraft, steps: JournalStep[], now: number): Promise<boolean> {
    // A review a previous run left is that run's to resolve at start-up, not this one's to send.
    const reviewedSince = Math.max(deps.startedAt, now - REVIEW_VALID_MS);
    const claim = await deps.journal.claimReview(draft, reviewedSince, steps, now);
    if (claim === 'claimed') return true;
    if (claim === 'taken') return false;
    if (claim === 'stale') throw new OrderRefusal(409, 'REVIEW_EXPIRED', REVIEW_EXPIRED);
    if (claim === 'changed') throw new OrderRefusal(409, 'REVIEW_CHANGED', REVIEW_CHANGED);
    return deps.journal.recordIntent({ account_id: draft.account_id, draft, created_at: now }, steps);
  }

  async function send(draft: OrderDraft): Promise<TradingOrder[]> {
    const now = deps.clock.now();
    const sent = await Promise.all(
      draftOrders(draft, 'SENDING', now).map((order) =>
        deps.tracker.prepare(order, { kind: 'sent', at: now }, stepKey(order, 'sent')),
      ),
    );
    const fresh = await journalIntent(
      draft,
      sent.map((s) => s.step),
      now,
    );
    if (!fresh) return answerAgain(draft);
    let sentTold = false;
    const tellSent = () => {
      if (sentTold) return;
      sentTold = true;
      for (const s of sent) s.written();
    };
    try {
      const answer = await deps.scheduler.run({ group: 'order-write', priority: 'order' }, () => {
        const placing = deps.client.call('orders:place', {
          body: toPlaceBody(draft),
          headers: { category: PLACE_CATEGORY },
        });
        // Told once the request has left (the call writes it before its first await): telling
        // the browsers never stands between the journal and the broker.
        tellSent();
        return placing;
      });
      return await accepted(draft, answer);
    } catch (error) {
      tellSent();
      const refusal = toOrderRefusal(error, 'placed');
      if (refusal !== null) return refused(draft, refusal);
      return lost(draft, error);
    }
  }

  /**
   * The broker has the order: the browser gets its answer at once, and its tabs the `accepted`
   * steps on the account's topic at the same moment; the journal learns both right after
   * (docs/trading.md#placing-an-order). Until then a repeat submit waits for the same answer; a
   * crash in between leaves the intent `journaled`, which the next start looks up.
   */
  async function accepted(draft: OrderDraft, answer: unknown): Promise<TradingOrder[]> {
    const orderId = readOrderId(answer);
    const answeredAt = deps.clock.now();
    const orders = draftOrders(draft, 'SUBMITTED', deps.clock.now()).map((o) =>
      // A bracket's children wait for the master to fill (docs/protocol.md#combos-simulator).
      o.role === 'STOP_PROFIT' || o.role === 'STOP_LOSS' ? { ...o, status: 'PENDING' as const } : o,
    );
    const out: TradingOrder[] = [];
    const told: ToldStep[] = [];
    for (const order of orders) {
      // An event may have moved the order on already (a market order fills at once).
      const seen = await deps.tracker.current(order.account_id, order.client_order_id);
      const placed =
        seen !== undefined && seen.status !== 'SENDING'
          ? seen
          : { ...order, ...(orderId === null || order.role !== 'NORMAL' ? {} : { order_id: orderId }) };
      out.push(placed);
      const step = await deps.tracker.tellAhead(
        placed,
        { kind: 'accepted', at: answeredAt },
        stepKey(placed, 'accepted'),
      );
      if (step !== null) told.push(step);
    }
    // The intent's new state and the steps told with it: one transaction, one disk sync.
    const persist = async () => {
      try {
        await deps.journal.updateIntent(
          draft.account_id,
          draft.client_order_id,
          { state: 'accepted', order_id: orderId, updated_at: deps.clock.now() },
          told.map((t) => t.step),
        );
      } finally {
        for (const t of told) t.settled();
      }
    };
    persisting.set(
      keyOf(draft),
      afterTheAnswer()
        .then(persist)
        .catch((error: unknown) => {
          deps.log(`order ${draft.client_order_id} accepted, but the journal write failed: ${String(error)}`);
        }),
    );
    return out;
  }

  async function refused(draft: OrderDraft, refusal: OrderRefusal): Promise<never> {
    await deps.journal.updateIntent(draft.account_id, draft.client_order_id, {
      state: 'refused',
      message: refusal.message,
      error_code: refusal.code,
      http_status: refusal.httpStatus,
      updated_at: deps.clock.now(),
    });
    for (const order of draftOrders(draft, 'FAILED', deps.clock.now()))
      await deps.tracker.record(
        { ...order, message: refusal.message },
        { kind: 'refused', detail: refusal.message },
        stepKey(order, 'refused'),
      );
    throw refusal;
  }

  async function lost(draft: OrderDraft, error: unknown): Promise<TradingOrder[]> {
    const why = error instanceof Error ? error.message : String(error);
    await deps.journal.updateIntent(draft.account_id, draft.client_order_id, {
      state: 'unknown',
      updated_at: deps.clock.now(),
    });
    const checking = draftOrders(draft, 'CHECKING', deps.clock.now());
    for (const order of checking)
      await deps.tracker.record(
        order,
        { kind: 'checking', detail: `No answer from the broker (${why}); looking the order up by its id.` },
        stepKey(order, 'checking'),
      );
    const intent = await deps.journal.getIntent(draft.account_id, draft.client_order_id);
    if (intent !== undefined) deps.resolveLater(intent);
    return checking;
  }

  return {
    place(draft: OrderDraft): Promise<TradingOrder[]> {
      const key = keyOf(draft);
      const running = inFlight.get(key);
      if (running !== undefined) return running;
      const result = send(draft);
      inFlight.set(key, result);
      void result
        .then(
          () => persisting.get(key),
          () => undefined,
        )
        .finally(() => {
          inFlight.delete(key);
          persisting.delete(key);
        });
      return result;
    },
  };
}

/**
 * Resolves once the current I/O turn is over: the route has written the answer by then, so the
 * journal's disk syncs of an accepted order never delay it (docs/trading.md#placing-an-order).
 */
function afterTheAnswer(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function keyOf(draft: OrderDraft): string {
  return `${draft.account_id}\n${draft.client_order_id}`;
}

/** `order_id` of a single order, `combo_order_id` of a combo (docs/protocol.md#operations). */
function readOrderId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  for (const name of ['order_id', 'combo_order_id']) {
    const value: unknown = Reflect.get(answer, name);
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

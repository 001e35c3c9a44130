import { isExpiryReason } from '@market/order-expiry-reasons';
import type { ClosePositionResult } from '@contracts/close-position';
import {
  OPEN_STATUSES,
  type OrderDraft,
  type OrderEvent,
  type OrderPreview,
  type ReplaceOrder,
  type TradingOrder,
} from '@contracts/orders';
import type { ExecutionList } from '@contracts/executions';
import type { Balance, PositionList } from '@contracts/portfolio';
import type { OrderJournal } from '@server/store/order-journal';
import type { UpstreamClient } from '../client/http-client';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { createAccountPusher } from './account-pusher';
import { createExecutionReads } from './execution-reads';
import { applyTradeEvent, readEventDetail, type OrderEventFacts } from './apply-trade-event';
import { createPositionCloser, type CloseMarket } from './close-position';
import { createOrderChanges } from './order-changes';
import { createExpiryReader } from './order-expiry';
import { createOrderReads } from './order-reads';
import { createOrderTracker } from './order-tracker';
import { createOrderPlacer } from './place-order';
import { createPortfolioService } from './portfolio-service';
import { reconcileAccount } from './reconcile-orders';
import { withFreshRecord } from './record-vocabulary';
import { createIntentResolver } from './resolve-intent';
import { startReviewExpiry } from './review-expiry';
import type { TradingFeedHub } from './trading-feed';

export interface OrderServiceDeps {
  client: UpstreamClient;
  scheduler: Scheduler;
  journal: OrderJournal;
  feed: TradingFeedHub;
  clock: Clock;
  generation: 'v2' | 'v3';
  /** The market time and prices a close is shaped by (docs/trading.md#closing-a-position). */
  market: CloseMarket;
  log: (line: string) => void;
  /** The broker's market time (ms), which decides when a DAY order expired; the clock's without it. */
  marketNow?: () => number;
}

/** Everything the trading routes and the event stream ask of the BFF: docs/trading.md. */
export interface OrderService {
  preview(draft: OrderDraft): Promise<OrderPreview>;
  place(draft: OrderDraft): Promise<TradingOrder[]>;
  replace(clientOrderId: string, change: ReplaceOrder): Promise<TradingOrder>;
  cancel(accountId: string, clientOrderId: string): Promise<TradingOrder>;
  cancelAll(
    accountId: string,
  ): Promise<{ cancelled: string[]; failed: { client_order_id: string; message: string }[] }>;
  openOrders(accountId: string): Promise<TradingOrder[]>;
  history(accountId: string): Promise<TradingOrder[]>;
  detail(accountId: string, clientOrderId: string): Promise<{ order: TradingOrder; timeline: OrderEvent[] } | null>;
  /** Cancels the position's exits, then closes all of it with one order: docs/trading.md#closing-a-position. */
  closePosition(accountId: string, symbol: string): Promise<ClosePositionResult>;
  balance(accountId: string): Promise<Balance>;
  positions(accountId: string): Promise<PositionList>;
  /** The provider's executions of the account, or of one order (docs/trading.md#executions). */
  executions(accountId: string, clientOrderId?: string): Promise<ExecutionList>;
  /** One order event from the trade-event stream. */
  onTradeEvent(event: OrderEventFacts): void;
  /** After the event stream (re)connects: catch up on what happened while nobody listened. */
  reconcile(accountIds: readonly string[]): Promise<void>;
  /** At start-up: resolves what a previous run left in flight. */
  resolveUnfinished(): Promise<number>;
  /**
   * Runs `work` once the trade events and catch-ups already queued are applied, and before any
   * that come later: a paper-account reset forgets the journal here, so an update read before
   * the reset cannot write an order back after it (docs/store.md#resetting-the-paper-account).
   */
  afterPendingUpdates<T>(work: () => Promise<T>): Promise<T>;
  close(): void;
}

export function createOrderService(deps: OrderServiceDeps): OrderService {
  const reads = createOrderReads(deps);
  const tracker = createOrderTracker(deps);
  const portfolio = createPortfolioService(deps);
  const executions = createExecutionReads(deps);
  const pusher = createAccountPusher({ ...deps, portfolio });
  const resolver = createIntentResolver({ ...deps, reads, tracker });
  const startedAt = deps.clock.now();
  const stopExpiry = startReviewExpiry({ ...deps, startedAt });
  const placer = createOrderPlacer({
    ...deps,
    startedAt,
    tracker,
    resolveLater: (intent) => {
      resolver.resolve(intent);
    },
  });
  const changes = createOrderChanges({ ...deps, reads, tracker });
  const expiredBecause = createExpiryReader({
    journal: deps.journal,
    marketNow: deps.marketNow ?? (() => deps.clock.now()),
    refresh: (order) => readEventDetail(reads, order.account_id, order.client_order_id),
  });
  const closer = createPositionCloser({
    reads,
    tracker,
    feed: deps.feed,
    clock: deps.clock,
    market: deps.market,
    positions: (accountId) => portfolio.positions(accountId),
    cancel: (accountId, id) => changes.cancel(accountId, id),
    place: async (draft) => {
      const orders = await placer.place(draft);
      pusher.refresh(draft.account_id);
      return orders;
    },
  });
  // Events and catch-ups are applied one at a time, so each order's steps keep their order.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch((error: unknown) => {
      deps.log(`trading update failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return run;
  };

  /**
   * A list read over REST, with what only the journal knows, from one journal read. Each listed
   * order says it changed when the BFF last saw it change, not when it was read: a browser keeps
   * the newer of a list and a live update by `updated_at`, and a list read just before a fill must
   * not outrank the fill's update. `onlyHere` picks the journal's orders the broker cannot list.
   */
  async function withJournal(accountId: string, listed: TradingOrder[], onlyHere: (o: TradingOrder) => boolean) {
    const readAt = deps.clock.now();
    const known = new Map((await deps.journal.listOrders(accountId, 0)).map((o) => [o.client_order_id, o]));
    const orders = listed.map((o) => {
      const kept = known.get(o.client_order_id);
      // The broker gives no reason for an expiry: the journal's, read when it happened, is kept.
      const reason = kept?.message;
      const expired = o.status === 'CANCELLED' && isExpiryReason(reason) ? reason : undefined;
      return {
        ...o,
        updated_at: listedChangeTime(o, kept, readAt),
        ...(expired === undefined ? {} : { message: expired }),
      };
    });
    const seen = new Set(listed.map((o) => o.client_order_id));
    return [...[...known.values()].filter((o) => onlyHere(o) && !seen.has(o.client_order_id)), ...orders];
  }

  return {
    preview: (draft) => changes.preview(draft),
    place: async (draft) => {
      const orders = await placer.place(draft);
      pusher.refresh(draft.account_id);
      return orders;
    },
    replace: (id, change) => changes.replace(id, change),
    cancel: (accountId, id) => changes.cancel(accountId, id),
    cancelAll: (accountId) => changes.cancelAll(accountId),
    // Orders the BFF is still sending or checking are not at the broker yet: shown too.
    openOrders: async (accountId) =>
      withJournal(
        accountId,
        await reads.openOrders(accountId),
        (o) => o.status === 'SENDING' || o.status === 'CHECKING',
      ),
    // Orders the broker never had (refused, not placed) exist only in the journal.
    history: async (accountId) =>
      withJournal(
        accountId,
        await reads.history(accountId),
        (o) => o.status === 'NOT_PLACED' || (o.status === 'FAILED' && o.order_id === undefined),
      ),
    async detail(accountId, clientOrderId) {
      let order = await tracker.current(accountId, clientOrderId);
      if (order === undefined || !['SENDING', 'CHECKING', 'NOT_PLACED'].includes(order.status)) {
        const fetched = (await reads.detail(accountId, clientOrderId))?.find(
          (o) => o.client_order_id === clientOrderId,
        );
        if (fetched !== undefined) {
          const reason = order?.message;
          const expired = isExpiryReason(reason) ? reason : undefined;
          order = {
            ...(order === undefined ? fetched : withFreshRecord(order, fetched)),
            ...(expired === undefined ? {} : { message: expired }),
          };
          await tracker.save(order);
        }
      }
      if (order === undefined) return null;
      return { order, timeline: await deps.journal.listEvents(accountId, clientOrderId) };
    },
    closePosition: (accountId, symbol) => closer.close(accountId, symbol),
    balance: (accountId) => portfolio.balance(accountId),
    positions: (accountId) => portfolio.positions(accountId),
    executions: (accountId, clientOrderId) => executions.list(accountId, clientOrderId),
    onTradeEvent(event) {
      void serially(async () => {
        if (await applyTradeEvent({ reads, tracker, log: deps.log, expiredBecause }, event))
          pusher.refresh(event.accountId);
      });
    },
    reconcile: (accountIds) =>
      serially(async () => {
        for (const accountId of accountIds)
          if (await reconcileAccount({ reads, tracker, expiredBecause }, accountId)) pusher.refresh(accountId);
      }),
    resolveUnfinished: () => resolver.resolveUnfinished(),
    afterPendingUpdates: (work) => serially(work),
    close() {
      stopExpiry();
      resolver.close();
      pusher.close();
    },
  };
}

const isOpen = (order: Pick<TradingOrder, 'status'>) => OPEN_STATUSES.includes(order.status);

/**
 * When a listed order last changed, as far as the BFF can tell: the journal's time when the two
 * agree. A list read just before a fill, with the journal read just after it, lists the order
 * still working: that copy is older than the journal's and says so, so the fill's update wins in
 * the browser. A list that shows an order finished which the journal still has working is the
 * first the BFF sees of the change: it changed at the read.
 */
export function listedChangeTime(listed: TradingOrder, kept: TradingOrder | undefined, readAt: number): number {
  if (kept === undefined) return listed.placed_at ?? 0;
  if (isOpen(listed) && !isOpen(kept)) return kept.updated_at - 1;
  if (!isOpen(listed) && isOpen(kept)) return Math.max(readAt, kept.updated_at + 1);
  return kept.updated_at;
}

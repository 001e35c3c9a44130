import type { OrderDraft, OrderEvent, TradingOrder } from '@contracts/orders';

/**
 * Where an order intent stands in the BFF (docs/trading.md#the-journal):
 * - `reviewed`: previewed, not sent yet; the place that follows claims it (a crash after the
 *   claim may leave this state on an order that was sent, so a start looks it up too);
 * - `expired`: a review never placed, or found nowhere after a crash: nothing was placed;
 * - `journaled`: written, nothing sent yet (a crash here leaves an order the broker may not have);
 * - `sent`: the place call is under way;
 * - `unknown`: the answer was lost (timeout, reset, 5xx); to be looked up by `client_order_id`;
 * - `accepted`: the broker has it (`order_id` known);
 * - `refused`: the broker answered no (`message` says why); nothing was placed;
 * - `not_placed`: a lookup proved the broker never got it.
 */
export const INTENT_STATES = [
  'reviewed',
  'expired',
  'journaled',
  'sent',
  'unknown',
  'accepted',
  'refused',
  'not_placed',
] as const;
export type IntentState = (typeof INTENT_STATES)[number];
export const UNRESOLVED_STATES: readonly IntentState[] = ['reviewed', 'journaled', 'sent', 'unknown'];

/**
 * What became of a place's claim on its review (`OrderJournal.claimReview`): `claimed`, the
 * intent is now `journaled` and this place sends it; `none`, no intent has this id; `taken`,
 * another submit has it (or had it); `stale`, reviewed before `reviewedSince`; `changed`, the
 * review was of another order.
 */
export type ReviewClaim = 'claimed' | 'none' | 'taken' | 'stale' | 'changed';

export interface OrderIntent {
  account_id: string;
  client_order_id: string;
  draft: OrderDraft;
  state: IntentState;
  order_id: string | null;
  /** The refusal in words, or the refusal's HTTP status and code, when refused. */
  message: string | null;
  error_code: string | null;
  http_status: number | null;
  /** ms */
  created_at: number;
  updated_at: number;
}

/** A timeline step and the order as it leaves it, written together. */
export interface JournalStep {
  order: TradingOrder;
  event: OrderEvent;
  key: string;
}

export interface IntentUpdate {
  state: IntentState;
  order_id?: string | null;
  message?: string | null;
  error_code?: string | null;
  http_status?: number | null;
  updated_at: number;
}

/**
 * The BFF's durable order state: intents (the journal), each order's last known record, and
 * every step of every order (the timeline). SQLite by default, Postgres by DATABASE_URL.
 */
export interface OrderJournal {
  /**
   * Writes a new intent in state `journaled`, durably, before anything is sent. Returns false
   * (and changes nothing) when the account already has an intent with that `client_order_id`,
   * also when two callers race: exactly one of them gets true. `firstSteps` (the orders' `sent`
   * steps) are written in the same transaction, only when the intent is new: one disk sync
   * stands between the click and the send of an order placed without a review (a hotkey).
   */
  recordIntent(
    intent: { account_id: string; draft: OrderDraft; created_at: number },
    firstSteps?: readonly JournalStep[],
  ): Promise<boolean>;
  getIntent(accountId: string, clientOrderId: string): Promise<OrderIntent | undefined>;
  /**
   * Writes a reviewed order's intent in state `reviewed` with its `reviewed` step (timeline
   * only), durably, in one transaction: the disk sync of a place that follows is this one, made
   * before the trader confirms. A second review of the same id changes nothing.
   */
  recordReview(
    intent: { account_id: string; draft: OrderDraft; created_at: number },
    step: { event: OrderEvent; key: string },
  ): Promise<void>;
  /**
   * The place of a reviewed order: turns its `reviewed` intent (reviewed at or after
   * `reviewedSince`, of the same order: the same draft as JSON, which parsing by the one schema
   * makes canonical) into `journaled` with `steps` (the `sent` ones), in a
   * transaction that is atomic (of two racing claims one wins) and not waited on to reach the
   * disk: the synced review covers a crash, which leaves the intent `reviewed` at worst.
   */
  claimReview(
    draft: OrderDraft,
    reviewedSince: number,
    steps: readonly JournalStep[],
    at: number,
  ): Promise<ReviewClaim>;
  /** `reviewed` intents created in [since, before) become `expired`; returns how many. */
  expireReviews(since: number, before: number, at: number): Promise<number>;
  /** The intent becomes `expired` if it is still `reviewed` (no claim won meanwhile); true if it did. */
  expireReview(accountId: string, clientOrderId: string, at: number): Promise<boolean>;
  /**
   * Changes an intent's state. `steps` (an accepted order's `accepted` steps) are written in the
   * same transaction: one disk sync for the answer and what it told the browsers.
   */
  updateIntent(
    accountId: string,
    clientOrderId: string,
    update: IntentUpdate,
    steps?: readonly JournalStep[],
  ): Promise<void>;
  /** Intents in `reviewed`, `journaled`, `sent` or `unknown`, oldest first: resolved at start-up. */
  unresolvedIntents(): Promise<OrderIntent[]>;

  /**
   * Stores an order's latest record (insert or replace by account and `client_order_id`); a
   * record with an older `updated_at` than the stored one leaves it as it is.
   */
  saveOrder(order: TradingOrder): Promise<void>;
  getOrder(accountId: string, clientOrderId: string): Promise<TradingOrder | undefined>;
  /** The account's orders updated at or after `sinceMs`, newest first. */
  listOrders(accountId: string, sinceMs: number): Promise<TradingOrder[]>;

  /**
   * Appends one step unless a step with the same `key` was stored before (a replayed or
   * reconciled event); true when appended. Steps keep the order they were appended in.
   */
  appendEvent(event: OrderEvent, key: string): Promise<boolean>;
  /**
   * Appends the step and, only when it is new, stores the order as it leaves it: both or
   * neither, in one transaction. True when the step was new.
   */
  recordStep(order: TradingOrder, event: OrderEvent, key: string): Promise<boolean>;
  /** Whether a step with this `key` is stored. */
  hasEvent(key: string): Promise<boolean>;
  /** One order's steps in the order they were appended. */
  listEvents(accountId: string, clientOrderId: string): Promise<OrderEvent[]>;

  close(): Promise<void>;
}

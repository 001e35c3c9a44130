import type { OrderDraft, OrderEvent, TradingOrder } from '@contracts/orders';

/**
 * Where an order intent stands in the BFF (docs/trading.md#the-journal):
 * - `journaled`: written, nothing sent yet (a crash here leaves an order the broker may not have);
 * - `sent`: the place call is under way;
 * - `unknown`: the answer was lost (timeout, reset, 5xx); to be looked up by `client_order_id`;
 * - `accepted`: the broker has it (`order_id` known);
 * - `refused`: the broker answered no (`message` says why); nothing was placed;
 * - `not_placed`: a lookup proved the broker never got it.
 */
export const INTENT_STATES = ['journaled', 'sent', 'unknown', 'accepted', 'refused', 'not_placed'] as const;
export type IntentState = (typeof INTENT_STATES)[number];
export const UNRESOLVED_STATES: readonly IntentState[] = ['journaled', 'sent', 'unknown'];

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
   * stands between the click and the send.
   */
  recordIntent(
    intent: { account_id: string; draft: OrderDraft; created_at: number },
    firstSteps?: readonly JournalStep[],
  ): Promise<boolean>;
  getIntent(accountId: string, clientOrderId: string): Promise<OrderIntent | undefined>;
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
  /** Intents in `journaled`, `sent` or `unknown`, oldest first: resolved at start-up. */
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

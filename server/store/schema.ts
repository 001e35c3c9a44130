import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them (docs/store.md#schema). JSON columns are text in both
 * databases and are read back through the contracts' zod schemas (stored-rows.ts); times are
 * ms since the epoch (bigint columns).
 */
export interface StoreDatabase {
  intents: IntentsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  layouts: LayoutsTable;
  tokens: TokensTable;
  research_cache: ResearchCacheTable;
  drawings: DrawingsTable;
  alerts: AlertsTable;
  alert_firings: AlertFiringsTable;
}

/** The journal: one row per order the dashboard meant to send, written before it is sent. */
export interface IntentsTable {
  id: Generated<number>;
  account_id: string;
  client_order_id: string;
  /** The `OrderDraft` as JSON. */
  draft: string;
  state: string;
  order_id: string | null;
  message: string | null;
  error_code: string | null;
  http_status: number | null;
  created_at: number;
  updated_at: number;
}

/** Each order's last known record. */
export interface OrdersTable {
  account_id: string;
  client_order_id: string;
  /** The `TradingOrder` as JSON. */
  record: string;
  updated_at: number;
}

/** Every step of every order, in the order they were appended (`id`). */
export interface OrderEventsTable {
  id: Generated<number>;
  account_id: string;
  client_order_id: string;
  /** The `OrderEvent` as JSON. */
  event: string;
  /** Unique over the whole table: a replayed or reconciled step with a known key is dropped. */
  dedupe_key: string;
}

/** Each user's saved dashboard layout (docs/layout.md#where-it-is-saved). */
export interface LayoutsTable {
  user_id: string;
  /** The `Layout` as JSON. */
  layout: string;
  updated_at: number;
}

/** The provider's second-factor token of each app key (docs/protocol.md#access-token). */
export interface TokensTable {
  user_id: string;
  token: string;
  /** The provider's expiry, ms. */
  expires_at: number;
  /** `PENDING`, `NORMAL`, `EXPIRED` or `INVALID`, as the provider last answered. */
  status: string;
  updated_at: number;
}

/** The provider's research answers kept across restarts (docs/store.md#the-research-cache). */
export interface ResearchCacheTable {
  /** The operation and its parameters. */
  key: string;
  /** The answer as JSON. */
  answer: string;
  fetched_at: number;
  /** Until when the answer is served without asking the provider again (ms). */
  fresh_until: number;
}

/** Each user's drawings on each symbol's chart (docs/chart-research.md#drawings). */
export interface DrawingsTable {
  user_id: string;
  symbol: string;
  /** The symbol's `Drawing[]` as JSON. */
  drawings: string;
  /** How many times they were saved; a write names the one it replaces. */
  version: number;
  updated_at: number;
}

/** Each user's price alerts (docs/store.md#alerts). */
export interface AlertsTable {
  /** A UUID the BFF mints. */
  id: string;
  user_id: string;
  symbol: string;
  /** The `AlertCondition` as JSON. */
  condition: string;
  /** The `AlertRepeat` as JSON. */
  repeat: string;
  expires_at: number | null;
  note: string;
  /** `active`, `paused`, `done` or `expired`. */
  status: string;
  created_at: number;
  updated_at: number;
  /** The market time of the last firing; null before the first. */
  last_fired_at: number | null;
  fired_count: number;
}

/** Every firing of every alert; kept when its alert is deleted. */
export interface AlertFiringsTable {
  id: string;
  alert_id: string;
  user_id: string;
  symbol: string;
  /** The price (or volume) that fired it, as text. */
  value: string;
  /** Its market time (ms). */
  at: number;
  message: string;
  /** The alert's note when it fired. */
  note: string;
  /** 1 once a tab has shown it, else 0. */
  seen: number;
  created_at: number;
}

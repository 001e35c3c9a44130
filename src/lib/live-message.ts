import { ALERTS_TOPIC_PREFIX, alertsNoticeSchema, type AlertsNotice } from '../contracts/alerts';
import { BUDGET_STATUS_TOPIC, budgetStatusSchema, type BudgetStatus } from '../contracts/budget';
import { DIAGNOSTICS_TOPIC, diagnosticsSchema, type Diagnostics } from '../contracts/diagnostics';
import type { AccountUpdate } from '../contracts/portfolio';
import {
  FEED_STATUS_TOPIC,
  feedStatusSchema,
  liveDepthSchema,
  liveQuoteSchema,
  liveTicksSchema,
  parseSymbolTopic,
  type FeedStatus,
  type LiveDepth,
  type LiveQuote,
  type LiveTicks,
} from '../contracts/stream';
import { TOKEN_STATUS_TOPIC, tokenStatusSchema, type TokenStatus } from '../contracts/token';
import type { OrderUpdate } from '../contracts/trading-topics';
import { WATCHLISTS_TOPIC, watchlistChangeSchema, type WatchlistChange } from '../contracts/watchlist-topic';

/** One validated message from the BFF's `/mqtt` relay. */
export type LiveMessage =
  | { kind: 'quote'; symbol: string; data: LiveQuote }
  | { kind: 'depth'; symbol: string; data: LiveDepth }
  | { kind: 'tick'; symbol: string; data: LiveTicks }
  | { kind: 'status'; data: FeedStatus }
  | { kind: 'budget'; data: BudgetStatus }
  | { kind: 'token'; data: TokenStatus }
  | { kind: 'diagnostics'; data: Diagnostics }
  | { kind: 'orders'; accountId: string; data: OrderUpdate }
  | { kind: 'account'; accountId: string; data: AccountUpdate }
  | { kind: 'watchlists'; data: WatchlistChange }
  | { kind: 'alerts'; user: string; data: AlertsNotice };

const decoder = new TextDecoder();

export function readJson(payload: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(payload));
  } catch {
    return undefined;
  }
}

/**
 * Whether a topic is one of an account's (`orders/<id>`, `account/<id>`), which
 * ./live-trading-message.ts parses: its schemas are loaded only when a screen asks for them.
 */
export function isTradingTopic(topic: string): boolean {
  return topic.startsWith('orders/') || topic.startsWith('account/');
}

/**
 * Parses a market topic and its JSON payload with the browser contract (src/contracts/stream.ts).
 * Anything that does not match, including a payload naming another symbol than its topic,
 * is dropped (null): nothing unvalidated reaches the store.
 */
export function parseLiveMessage(topic: string, payload: Uint8Array): LiveMessage | null {
  const json = readJson(payload);
  if (topic === FEED_STATUS_TOPIC) {
    const status = feedStatusSchema.safeParse(json);
    return status.success ? { kind: 'status', data: status.data } : null;
  }
  if (topic === WATCHLISTS_TOPIC) {
    const change = watchlistChangeSchema.safeParse(json);
    return change.success ? { kind: 'watchlists', data: change.data } : null;
  }
  if (topic === BUDGET_STATUS_TOPIC) {
    const budget = budgetStatusSchema.safeParse(json);
    return budget.success ? { kind: 'budget', data: budget.data } : null;
  }
  if (topic === TOKEN_STATUS_TOPIC) {
    const token = tokenStatusSchema.safeParse(json);
    return token.success ? { kind: 'token', data: token.data } : null;
  }
  if (topic === DIAGNOSTICS_TOPIC) {
    const diagnostics = diagnosticsSchema.safeParse(json);
    return diagnostics.success ? { kind: 'diagnostics', data: diagnostics.data } : null;
  }
  if (topic.startsWith(`${ALERTS_TOPIC_PREFIX}/`)) {
    const notice = alertsNoticeSchema.safeParse(json);
    const user = topic.slice(ALERTS_TOPIC_PREFIX.length + 1);
    return notice.success && user !== '' ? { kind: 'alerts', user, data: notice.data } : null;
  }
  const target = parseSymbolTopic(topic);
  if (target === null) return null;
  const { kind, symbol } = target;
  if (kind === 'quote') {
    const parsed = liveQuoteSchema.safeParse(json);
    return parsed.success && parsed.data.symbol === symbol ? { kind, symbol, data: parsed.data } : null;
  }
  if (kind === 'depth') {
    const parsed = liveDepthSchema.safeParse(json);
    return parsed.success && parsed.data.symbol === symbol ? { kind, symbol, data: parsed.data } : null;
  }
  const parsed = liveTicksSchema.safeParse(json);
  return parsed.success && parsed.data.symbol === symbol ? { kind, symbol, data: parsed.data } : null;
}

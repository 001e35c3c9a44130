import { alertsTopic } from '@contracts/alerts';
import { BUDGET_STATUS_TOPIC } from '@contracts/budget';
import { DIAGNOSTICS_TOPIC } from '@contracts/diagnostics';
import { FEED_STATUS_TOPIC, parseSymbolTopic, type StreamKind } from '@contracts/stream';
import { TOKEN_STATUS_TOPIC } from '@contracts/token';
import { parseAccountTopic, type TradingTopicKind } from '@contracts/trading-topics';
import { WATCHLISTS_TOPIC } from '@contracts/watchlist-topic';

/** A topic a browser may subscribe to. */
export type GrantedTopic =
  | { topic: string; kind: StreamKind; symbol: string }
  | { topic: typeof FEED_STATUS_TOPIC; kind: 'status' }
  | { topic: typeof WATCHLISTS_TOPIC; kind: 'watchlists' }
  | { topic: typeof BUDGET_STATUS_TOPIC; kind: 'budget' }
  | { topic: typeof TOKEN_STATUS_TOPIC; kind: 'token' }
  | { topic: typeof DIAGNOSTICS_TOPIC; kind: 'diagnostics' }
  | { topic: string; kind: TradingTopicKind; accountId: string }
  | { topic: string; kind: 'alerts'; user: string };

/**
 * The allowlist: `quote/<SYM>`, `depth/<SYM>`, `tick/<SYM>` with a valid upper-case symbol,
 * `status/feed`, `status/budget`, `status/token`, `status/diagnostics`, `watchlists/changed` (the
 * lists are the app key's, so every
 * session shares them), `orders/<ACCOUNT>` and `account/<ACCOUNT>` for the app key's own
 * accounts, and `alerts/<USER>` for the session's own user only (`user`; null: no alerts topic).
 * Wildcards (`+`, `#`) never match a symbol or an account, so they are refused like any other
 * topic outside the list: one browser must not be able to ask for everything at once.
 */
export function grantTopic(
  topic: string,
  isAccount: (accountId: string) => boolean,
  user: string | null = null,
): GrantedTopic | null {
  if (user !== null && topic === alertsTopic(user)) return { topic, kind: 'alerts', user };
  if (topic === FEED_STATUS_TOPIC) return { topic: FEED_STATUS_TOPIC, kind: 'status' };
  if (topic === WATCHLISTS_TOPIC) return { topic: WATCHLISTS_TOPIC, kind: 'watchlists' };
  if (topic === BUDGET_STATUS_TOPIC) return { topic: BUDGET_STATUS_TOPIC, kind: 'budget' };
  if (topic === TOKEN_STATUS_TOPIC) return { topic: TOKEN_STATUS_TOPIC, kind: 'token' };
  if (topic === DIAGNOSTICS_TOPIC) return { topic: DIAGNOSTICS_TOPIC, kind: 'diagnostics' };
  const trading = parseAccountTopic(topic);
  if (trading !== null) return isAccount(trading.accountId) ? { topic, ...trading } : null;
  const parsed = parseSymbolTopic(topic);
  return parsed === null ? null : { topic, kind: parsed.kind, symbol: parsed.symbol };
}

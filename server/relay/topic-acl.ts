import { FEED_STATUS_TOPIC, parseSymbolTopic, type StreamKind } from '@contracts/stream';

/** A topic a browser may subscribe to. */
export type GrantedTopic =
  { topic: string; kind: StreamKind; symbol: string } | { topic: typeof FEED_STATUS_TOPIC; kind: 'status' };

/**
 * The allowlist: `quote/<SYM>`, `depth/<SYM>`, `tick/<SYM>` with a valid upper-case symbol, and
 * `status/feed`. Wildcards (`+`, `#`) never match a symbol, so they are refused like any other
 * topic outside the list: one browser must not be able to ask for every symbol at once.
 */
export function grantTopic(topic: string): GrantedTopic | null {
  if (topic === FEED_STATUS_TOPIC) return { topic: FEED_STATUS_TOPIC, kind: 'status' };
  const parsed = parseSymbolTopic(topic);
  return parsed === null ? null : { topic, kind: parsed.kind, symbol: parsed.symbol };
}

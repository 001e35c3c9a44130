import { accountUpdateSchema } from '../contracts/portfolio';
import { orderUpdateSchema, parseAccountTopic } from '../contracts/trading-topics';
import { readJson, type LiveMessage } from './live-message';

/**
 * Parses `orders/<id>` and `account/<id>` payloads with the trading contract
 * (src/contracts/trading-topics.ts). A payload that does not match, or that belongs to another
 * account than its topic names, is dropped (null). Kept apart from ./live-message.ts so the
 * first screen does not carry the order schemas: src/lib/mqtt.ts loads this with the first
 * trading subscription.
 */
export function parseTradingMessage(topic: string, payload: Uint8Array): LiveMessage | null {
  const target = parseAccountTopic(topic);
  if (target === null) return null;
  const { kind, accountId } = target;
  const json = readJson(payload);
  if (kind === 'orders') {
    const parsed = orderUpdateSchema.safeParse(json);
    return parsed.success && parsed.data.order.account_id === accountId && parsed.data.event.account_id === accountId
      ? { kind, accountId, data: parsed.data }
      : null;
  }
  const parsed = accountUpdateSchema.safeParse(json);
  return parsed.success &&
    parsed.data.balance.account_id === accountId &&
    parsed.data.positions.account_id === accountId
    ? { kind, accountId, data: parsed.data }
    : null;
}

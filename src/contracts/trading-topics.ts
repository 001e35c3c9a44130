import { z } from 'zod';
import { accountIdSchema, orderEventSchema, tradingOrderSchema } from './orders';

/**
 * Trading topics of the browser relay (`/mqtt`), beside the market topics of ./stream:
 *
 *   orders/<ACCOUNT_ID>    OrderUpdate, every change of an order of that account, in order
 *   account/<ACCOUNT_ID>   AccountUpdate (./portfolio), after fills and other money moves
 *
 * A browser may subscribe only to the accounts of its session's app key.
 */
export const TRADING_TOPIC_PREFIXES = ['orders', 'account'] as const;
export type TradingTopicKind = (typeof TRADING_TOPIC_PREFIXES)[number];

export function accountTopic(kind: TradingTopicKind, accountId: string): string {
  return `${kind}/${accountId}`;
}

/** `orders/ACC1` -> { kind: 'orders', accountId: 'ACC1' }; null for anything else. */
export function parseAccountTopic(topic: string): { kind: TradingTopicKind; accountId: string } | null {
  const [prefix, accountId, ...rest] = topic.split('/');
  if (rest.length > 0 || accountId === undefined) return null;
  const kind = TRADING_TOPIC_PREFIXES.find((p) => p === prefix);
  if (kind === undefined || !accountIdSchema.safeParse(accountId).success) return null;
  return { kind, accountId };
}

/** Payload of `orders/<ACCOUNT_ID>`: the order as it now stands and the step that changed it. */
export const orderUpdateSchema = z.object({ order: tradingOrderSchema, event: orderEventSchema });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

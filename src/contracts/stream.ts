import { z } from 'zod';
import { decimalString, symbolSchema } from './common';
import { tickSchema } from './market-data';

/**
 * Live data the BFF relays to browsers as MQTT over WebSocket at `/mqtt`. Browsers subscribe to
 * these topics and publish nothing; every payload is JSON with decimals as strings.
 *
 *   quote/<SYMBOL>   LiveQuote, conflated per symbol (the upstream `snapshot` topic, or polling)
 *   depth/<SYMBOL>   LiveDepth, conflated per symbol (the upstream `quote` topic)
 *   tick/<SYMBOL>    LiveTicks, every trade since the previous flush (the upstream `tick` topic)
 *   status/feed      FeedStatus, retained: the state of the upstream stream
 */
export const STREAM_TOPIC_PREFIXES = ['quote', 'depth', 'tick'] as const;
export type StreamKind = (typeof STREAM_TOPIC_PREFIXES)[number];
export const FEED_STATUS_TOPIC = 'status/feed';

/** `quote/AAPL` -> { kind: 'quote', symbol: 'AAPL' }; null for anything else. */
export function parseSymbolTopic(topic: string): { kind: StreamKind; symbol: string } | null {
  const [prefix, symbol, ...rest] = topic.split('/');
  if (rest.length > 0 || symbol === undefined) return null;
  const kind = STREAM_TOPIC_PREFIXES.find((p) => p === prefix);
  const parsed = symbolSchema.safeParse(symbol);
  if (kind === undefined || !parsed.success || parsed.data !== symbol) return null;
  return { kind, symbol };
}

export function symbolTopic(kind: StreamKind, symbol: string): string {
  return `${kind}/${symbol}`;
}

/** Where a price came from: the upstream stream, or REST snapshots polled while it is down. */
export const quoteSourceSchema = z.enum(['stream', 'poll']);

/** The latest trade and session figures of one symbol (fields of the upstream `Snapshot` message). */
export const liveQuoteSchema = z.object({
  symbol: z.string(),
  price: decimalString,
  open: decimalString.optional(),
  high: decimalString.optional(),
  low: decimalString.optional(),
  pre_close: decimalString.optional(),
  volume: z.string().optional(),
  change: decimalString.optional(),
  change_ratio: decimalString.optional(),
  /** Exchange time of the last trade (ms). */
  trade_time: z.number().int(),
  ext_price: decimalString.optional(),
  ext_change: decimalString.optional(),
  ext_change_ratio: decimalString.optional(),
  ext_trade_time: z.number().int().optional(),
  ovn_price: decimalString.optional(),
  ovn_change: decimalString.optional(),
  ovn_change_ratio: decimalString.optional(),
  ovn_trade_time: z.number().int().optional(),
  source: quoteSourceSchema,
  /** When the BFF received it from upstream (ms): the age the UI shows is measured from here. */
  received_at: z.number().int(),
});
export type LiveQuote = z.infer<typeof liveQuoteSchema>;

const liveLevelSchema = z.object({ price: decimalString, size: z.string() });
/** Bid/ask ladder of one symbol (the upstream `Quote` message), best price first. */
export const liveDepthSchema = z.object({
  symbol: z.string(),
  time: z.number().int(),
  asks: z.array(liveLevelSchema),
  bids: z.array(liveLevelSchema),
  received_at: z.number().int(),
});
export type LiveDepth = z.infer<typeof liveDepthSchema>;

/** Trades of one symbol since the previous flush, oldest first. */
export const liveTicksSchema = z.object({
  symbol: z.string(),
  ticks: z.array(tickSchema).min(1),
  received_at: z.number().int(),
});
export type LiveTicks = z.infer<typeof liveTicksSchema>;

/**
 * live: messages flowing; silent: connected but nothing arrives while symbols should print;
 * reconnecting: the upstream session is down and being re-established; polling: the stream is
 * down or silent in an open market and prices come from REST snapshots within the rate budget;
 * idle: connected (or no stream host) while every session is closed, so quiet is normal.
 */
export const feedStateSchema = z.enum(['live', 'silent', 'reconnecting', 'polling', 'idle']);
export type FeedState = z.infer<typeof feedStateSchema>;

export const feedStatusSchema = z.object({
  state: feedStateSchema,
  /** Since when the feed has been in this state (ms). */
  since: z.number().int(),
  /** Each watched symbol's last update time (ms), null before the first one. */
  symbols: z.record(z.string(), z.number().int().nullable()),
  at: z.number().int(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

import { z } from 'zod';
import { upBarTime, upCount, upDecimal, upMillis } from '../client/upstream-fields';

const optDecimal = upDecimal.optional();
const optCount = upCount.optional();

/** One snapshot item of the upstream: docs/protocol.md#market-data. Unknown fields are dropped. */
export const upstreamSnapshotSchema = z.object({
  symbol: z.string(),
  instrument_id: z.union([z.string(), z.number()]).transform(String),
  price: upDecimal,
  open: upDecimal,
  high: upDecimal,
  low: upDecimal,
  close: optDecimal,
  pre_close: upDecimal,
  volume: upCount,
  change: upDecimal,
  change_ratio: upDecimal,
  last_trade_time: upMillis,
  bid: optDecimal,
  bid_size: optCount,
  ask: optDecimal,
  ask_size: optCount,
  turnover: optDecimal,
  eps: optDecimal,
  eps_ttm: optDecimal,
  bps: optDecimal,
  lot_size: optCount,
  extend_hour_last_price: optDecimal,
  extend_hour_high: optDecimal,
  extend_hour_low: optDecimal,
  extend_hour_change: optDecimal,
  extend_hour_change_ratio: optDecimal,
  extend_hour_volume: optCount,
  extend_hour_last_trade_time: upMillis.optional(),
  ovn_price: optDecimal,
  ovn_high: optDecimal,
  ovn_low: optDecimal,
  ovn_volume: optCount,
  ovn_change: optDecimal,
  ovn_change_ratio: optDecimal,
  ovn_last_trade_time: upMillis.optional(),
  ovn_bid: optDecimal,
  ovn_bid_size: optCount,
  ovn_ask: optDecimal,
  ovn_ask_size: optCount,
});
export const upstreamSnapshotListSchema = z.array(upstreamSnapshotSchema);
export type UpstreamSnapshot = z.infer<typeof upstreamSnapshotSchema>;

const upstreamBarSchema = z.object({
  time: upBarTime,
  open: upDecimal,
  high: upDecimal,
  low: upDecimal,
  close: upDecimal,
  volume: upCount,
});

/** Batch bars answer: `{result:[{symbol, result:[bar...]}]}`, bars newest first. */
export const upstreamBatchBarsSchema = z.object({
  result: z.array(z.object({ symbol: z.string(), result: z.array(upstreamBarSchema) })),
});
export type UpstreamBar = z.infer<typeof upstreamBarSchema>;

const levelSchema = z.object({ price: upDecimal, size: upCount });
export const upstreamDepthSchema = z.object({
  symbol: z.string(),
  quote_time: upMillis,
  asks: z.array(levelSchema),
  bids: z.array(levelSchema),
});

export const upstreamTicksSchema = z.object({
  symbol: z.string(),
  result: z.array(
    z.object({ time: upMillis, price: upDecimal, volume: upCount, side: z.enum(['B', 'S', 'G', 'L', 'N']) }),
  ),
});

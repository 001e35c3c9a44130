import { z } from 'zod';
import { decimalString, symbolSchema, timespanSchema } from './common';

const optionalDecimal = decimalString.optional();
const optionalMs = z.number().int().optional();

/** One item of `GET /api/snapshots?symbols=A,B`: the provider's snapshot, times in ms. */
export const snapshotSchema = z.object({
  symbol: z.string(),
  instrument_id: z.string(),
  price: decimalString,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: optionalDecimal,
  pre_close: decimalString,
  volume: z.string(),
  change: decimalString,
  change_ratio: decimalString,
  last_trade_time: z.number().int(),
  bid: optionalDecimal,
  bid_size: z.string().optional(),
  ask: optionalDecimal,
  ask_size: z.string().optional(),
  turnover: optionalDecimal,
  eps: optionalDecimal,
  eps_ttm: optionalDecimal,
  bps: optionalDecimal,
  lot_size: z.string().optional(),
  extend_hour_last_price: optionalDecimal,
  extend_hour_high: optionalDecimal,
  extend_hour_low: optionalDecimal,
  extend_hour_change: optionalDecimal,
  extend_hour_change_ratio: optionalDecimal,
  extend_hour_volume: z.string().optional(),
  extend_hour_last_trade_time: optionalMs,
  ovn_price: optionalDecimal,
  ovn_high: optionalDecimal,
  ovn_low: optionalDecimal,
  ovn_volume: z.string().optional(),
  ovn_change: optionalDecimal,
  ovn_change_ratio: optionalDecimal,
  ovn_last_trade_time: optionalMs,
  ovn_bid: optionalDecimal,
  ovn_bid_size: z.string().optional(),
  ovn_ask: optionalDecimal,
  ovn_ask_size: z.string().optional(),
  /** When the BFF received this snapshot from upstream (ms), so the UI can show its age. */
  received_at: z.number().int(),
});
export const snapshotListSchema = z.array(snapshotSchema);
export type Snapshot = z.infer<typeof snapshotSchema>;

export const snapshotQuerySchema = z.object({
  symbols: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x.length > 0),
    )
    .pipe(z.array(symbolSchema).min(1, 'name at least one symbol').max(100, 'at most 100 symbols per request')),
  /**
   * `secondary`: the page already shows the quote from the stream and asks only for the figures
   * the stream does not carry, behind what the trader waits for (docs/architecture.md#the-call-budget).
   */
  priority: z.enum(['secondary']).optional(),
});

/** One candle; `time` is the bar's start in ms since the epoch. Oldest first. */
export const barSchema = z.object({
  time: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: z.string(),
});
export type Bar = z.infer<typeof barSchema>;

/** `GET /api/bars?symbol=&timespan=&count=&end=` */
export const barsQuerySchema = z.object({
  symbol: symbolSchema,
  timespan: timespanSchema,
  count: z.coerce.number().int().min(1).max(1200).default(200),
  /** Only bars that start before this time (ms): used to page back through history. */
  end: z.coerce.number().int().positive().optional(),
});
export const barsResponseSchema = z.object({
  symbol: z.string(),
  timespan: timespanSchema,
  bars: z.array(barSchema),
});
export type BarsResponse = z.infer<typeof barsResponseSchema>;

const depthLevelSchema = z.object({ price: decimalString, size: z.string() });
/** `GET /api/depth?symbol=` */
export const depthSchema = z.object({
  symbol: z.string(),
  quote_time: z.number().int(),
  asks: z.array(depthLevelSchema),
  bids: z.array(depthLevelSchema),
});
export type Depth = z.infer<typeof depthSchema>;
export const depthQuerySchema = z.object({
  symbol: symbolSchema,
  depth: z.coerce.number().int().min(1).max(50).default(10),
});

/** `GET /api/ticks?symbol=&count=`: newest first. */
export const tickSchema = z.object({
  time: z.number().int(),
  price: decimalString,
  volume: z.string(),
  side: z.enum(['B', 'S', 'G', 'L', 'N']),
});
export const ticksResponseSchema = z.object({ symbol: z.string(), ticks: z.array(tickSchema) });
export type Tick = z.infer<typeof tickSchema>;
export const ticksQuerySchema = z.object({
  symbol: symbolSchema,
  count: z.coerce.number().int().min(1).max(1000).default(30),
});

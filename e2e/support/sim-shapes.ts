import { z } from 'zod';
import type { Timespan } from '@contracts/common';

/** The simulator's answers, parsed as the provider documents them (docs/protocol.md#market-data). */
export const simSnapshotListSchema = z.array(
  z
    .object({
      symbol: z.string(),
      price: z.string(),
      open: z.string(),
      high: z.string(),
      low: z.string(),
      pre_close: z.string(),
      close: z.string(),
      volume: z.string(),
      change: z.string(),
      change_ratio: z.string(),
      bid: z.string(),
      ask: z.string(),
      bid_size: z.string(),
      ask_size: z.string(),
      last_trade_time: z.number().int(),
      extend_hour_last_price: z.string(),
      ovn_price: z.string(),
      ovn_bid: z.string(),
      ovn_ask: z.string(),
      turnover: z.string(),
      eps: z.string(),
      eps_ttm: z.string(),
      bps: z.string(),
    })
    .loose(),
);

const simBarSchema = z.object({
  time: z.string(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  volume: z.string(),
});
export type SimBar = z.infer<typeof simBarSchema>;

const simBarsSchema = z.object({
  result: z.array(z.object({ symbol: z.string(), result: z.array(simBarSchema) })),
});

/** One symbol's bars as the simulator answers the batch-bars call, newest first. */
export async function fetchSimBars(
  sim: { post: (path: string, body: unknown) => Promise<unknown> },
  query: { symbol: string; timespan: Timespan; count: number; endTime?: number; category?: 'US_STOCK' | 'US_ETF' },
): Promise<SimBar[]> {
  // The chart draws every session of intraday bars; the provider answers regular hours only
  // when none are named (docs/protocol.md#market-data).
  const sessions = /^M\d+$/.test(query.timespan) ? 'PRE,RTH,ATH,OVN' : undefined;
  const answer = simBarsSchema.parse(
    await sim.post('/market-data/stocks/bars/list', {
      symbols: [query.symbol],
      category: query.category ?? 'US_STOCK',
      timespan: query.timespan,
      count: query.count,
      ...(sessions === undefined ? {} : { trading_sessions: sessions }),
      ...(query.endTime === undefined ? {} : { end_time: query.endTime }),
    }),
  );
  return answer.result[0]?.result ?? [];
}

/** `2024-05-01T13:30:00.000+0000` -> ms. */
export function barTimeMs(time: string): number {
  return Date.parse(time.replace(/\+0000$/, 'Z'));
}

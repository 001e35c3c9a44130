import { z } from 'zod';
import { barSchema, type Bar } from '@contracts/market-data';
import SIMULATOR_BAR_ROWS from './simulator-bar-rows.json';

// The simulator's bars for the indicator tests: written by
// server/simulator/market/testing/write-indicator-fixture.ts, which says what they cover (M5 bars
// of every session over Thanksgiving and the early close after it, and daily bars), and kept equal
// to the simulator's answer by server/simulator/market/testing/indicator-fixture.test.ts.

const rowSchema = z
  .tuple([z.number(), z.string(), z.string(), z.string(), z.string(), z.string()])
  .transform(([time, open, high, low, close, volume]) => barSchema.parse({ time, open, high, low, close, volume }));
const fixtureSchema = z.object({
  symbol: z.string(),
  nowMs: z.number(),
  m5: z.array(rowSchema),
  daily: z.array(rowSchema),
});

const parsed = fixtureSchema.parse(SIMULATOR_BAR_ROWS);

/** M5 bars of every session, oldest first, from Monday 24 to Monday 1 December 2025 at noon. */
export const SIMULATOR_M5_BARS: readonly Bar[] = parsed.m5;

/** 300 daily bars, oldest first, the newest the day in progress. */
export const SIMULATOR_DAILY_BARS: readonly Bar[] = parsed.daily;

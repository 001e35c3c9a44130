import { createMarket } from '../market';
import type { SimBar, SimTimespan, TradingSession } from '../types';

// The simulator's bars the chart's indicator tests run on (src/features/chart/indicators/testing/):
// the SPA's tests may not import the simulator, so they read this committed copy, and
// indicator-fixture.test.ts checks the copy still equals what the simulator answers.

/** Where `npm run` writes it, relative to the repository root. */
export const INDICATOR_FIXTURE_PATH = 'src/features/chart/indicators/testing/simulator-bar-rows.json';

const SEED = 42;
const SYMBOL = 'AAPL';
// Monday 1 December 2025, 12:00 New York: the M5 bars before it hold Thanksgiving (Thursday
// 27 November, a holiday) and the early close of Friday 28 November (regular hours to 13:00).
const NOW_MS = Date.UTC(2025, 11, 1, 17, 0);
const EVERY_SESSION = new Set<TradingSession>(['OVN', 'PRE', 'RTH', 'ATH']);

/** One bar as a row: time, open, high, low, close, volume. */
type Row = [number, string, string, string, string, string];

export interface IndicatorFixture {
  symbol: string;
  seed: number;
  nowMs: number;
  /** Oldest first, every session. */
  m5: Row[];
  /** Oldest first; the newest is the day in progress at nowMs. */
  daily: Row[];
}

const row = (bar: SimBar): Row => [bar.time, bar.open, bar.high, bar.low, bar.close, bar.volume];

function oldestFirst(timespan: SimTimespan, count: number): Row[] {
  const market = createMarket({ seed: SEED });
  return market.bars(SYMBOL, timespan, { count, nowMs: NOW_MS, sessions: EVERY_SESSION }).map(row).reverse();
}

export function indicatorFixture(): IndicatorFixture {
  return { symbol: SYMBOL, seed: SEED, nowMs: NOW_MS, m5: oldestFirst('M5', 1200), daily: oldestFirst('D', 300) };
}

/**
 * The fixture as the JSON file the SPA's tests import (they parse it): one bar per line, so a
 * change in the simulator's market shows in a diff as the bars it moved.
 */
export function indicatorFixtureJson(): string {
  const { m5, daily, ...about } = indicatorFixture();
  const rows = (list: Row[]) => list.map((bar) => `    ${JSON.stringify(bar)}`).join(',\n');
  const head = JSON.stringify(about).slice(1, -1);
  return `{${head},\n  "m5": [\n${rows(m5)}\n  ],\n  "daily": [\n${rows(daily)}\n  ]\n}\n`;
}

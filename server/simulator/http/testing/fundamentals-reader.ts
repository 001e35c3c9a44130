import { expect } from 'vitest';
import type { z } from 'zod';
import { createMarket, type Market } from '@server/simulator/market/market';
import { readBody } from './read-response';
import { useTestSimulator } from './test-simulator';

/** The seeded market the fundamentals consistency tests read, and their two market instants. */
export const consistencyMarket = createMarket({ seed: 42 });
export const CONSISTENCY_TIMES = [Date.UTC(2026, 10, 18, 15, 30), Date.UTC(2026, 2, 2, 15, 0)];

export const stockQuery = (symbol: string): [string, string][] => [
  ['symbol', symbol],
  ['category', 'US_STOCK'],
];
export const fundQuery = (symbol: string): [string, string][] => [
  ['symbol', symbol],
  ['category', 'US_ETF'],
];
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A reader of one operation at a pinned market time (on the shared seeded market unless given another), each call on a fresh simulator (closed
 * after the test). Call at the top level of a test file.
 */
export function useFundamentalsReader() {
  const startSimulator = useTestSimulator();
  return async function get<T>(
    at: number,
    path: string,
    query: [string, string][],
    schema: z.ZodType<T>,
    market: Market = consistencyMarket,
  ): Promise<T> {
    const sim = startSimulator({ market, marketDataLimit: { limit: 1000, windowMs: 60_000 } });
    sim.marketClock.pin(at);
    const res = await sim.call({ path, query });
    expect(res.statusCode).toBe(200);
    await sim.app.close();
    return readBody(res, schema);
  };
}

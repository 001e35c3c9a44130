import { maxInAnyWindow, type SimulatorRequestRecord } from '@server/upstream/paper/simulator-control';
import type { RunTally } from './browser-api';

export interface RunFigures {
  /** Market-data calls in each consecutive 60 s window of the run. */
  marketDataCallsPer60s: number[];
  maxMarketDataCallsInAnySliding60s: number;
  upstreamCallsTotal: number;
  marketDataCallsTotal: number;
  /** Market-data calls per upstream path (snapshots vs bars). */
  marketDataCallsByPath: Record<string, number>;
  upstream429s: number;
  browserRequestsServed: number;
  browserRequestsFailed: number;
  p95QuoteAgeMs: number;
  /** The p95 quote age of each consecutive 60 s of the run: the first minute starts cold. */
  p95QuoteAgeByMinuteMs: number[];
  /** The longest time without a market-data call reaching the upstream: every quote ages through it. */
  longestMarketDataGapMs: number;
  /** How long a chart sat blank waiting for its bars. */
  p50ChartWaitMs: number;
  p95ChartWaitMs: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Figures of one run from the simulator's request log and the browsers' tally. */
export function runFigures(
  records: readonly SimulatorRequestRecord[],
  tally: RunTally,
  startAt: number,
  durationMs: number,
): RunFigures {
  const inRun = records.filter((r) => r.at >= startAt && r.at < startAt + durationMs + 10_000);
  const marketData = inRun.filter((r) => r.group === 'market-data');
  const windows = Array.from(
    { length: Math.ceil(durationMs / 60_000) },
    (_, w) => marketData.filter((r) => r.at >= startAt + w * 60_000 && r.at < startAt + (w + 1) * 60_000).length,
  );
  return {
    marketDataCallsPer60s: windows,
    maxMarketDataCallsInAnySliding60s: maxInAnyWindow(
      marketData.map((r) => r.at),
      60_000,
    ),
    upstreamCallsTotal: inRun.length,
    marketDataCallsTotal: marketData.length,
    marketDataCallsByPath: countBy(marketData.map((r) => r.path)),
    upstream429s: inRun.filter((r) => r.status === 429).length,
    browserRequestsServed: tally.served,
    browserRequestsFailed: tally.failed,
    p95QuoteAgeMs: percentile(tally.quoteAges, 95),
    p95QuoteAgeByMinuteMs: windows.map((_, w) =>
      percentile(
        tally.quoteAges.filter((_age, i) => {
          const at = tally.quoteAgesAt[i] ?? 0;
          return at >= startAt + w * 60_000 && at < startAt + (w + 1) * 60_000;
        }),
        95,
      ),
    ),
    longestMarketDataGapMs: longestGap(marketData.map((r) => r.at)),
    p50ChartWaitMs: percentile(tally.chartWaits, 50),
    p95ChartWaitMs: percentile(tally.chartWaits, 95),
  };
}

function longestGap(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let longest = 0;
  for (let i = 1; i < sorted.length; i += 1) longest = Math.max(longest, (sorted[i] ?? 0) - (sorted[i - 1] ?? 0));
  return longest;
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

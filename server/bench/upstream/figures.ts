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
    p50ChartWaitMs: percentile(tally.chartWaits, 50),
    p95ChartWaitMs: percentile(tally.chartWaits, 95),
  };
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

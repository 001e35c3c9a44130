import type { Timespan } from '@contracts/common';
import type { Bar, BarsResponse } from '@contracts/market-data';
import { createBatcher } from '../client/batcher';
import { barsTtlMs } from './bars-cache-policy';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import { categoryOf, type SymbolDirectory } from './symbol-directory';
import type { Clock } from '../client/timers';
import { TtlCache } from '../client/ttl-cache';
import { upstreamBatchBarsSchema, type UpstreamBar } from './upstream-schemas';

// Provider cap per batch-bars call (US): docs/protocol.md#market-data.
const SYMBOLS_PER_CALL = 20;
/** A chart shows a spinner meanwhile; better a slow first draw than a refusal. */
const CHART_MAX_WAIT_MS = 20_000;

export interface BarsRequest {
  symbol: string;
  timespan: Timespan;
  count: number;
  end?: number | undefined;
}

interface BatchParams {
  category: string;
  timespan: Timespan;
  count: number;
  end: number | null;
}

/** Bars through the batch endpoint: charts with the same timespan/count/end share one call. */
export function createBarsService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  symbols: SymbolDirectory;
  clock: Clock;
}) {
  const cache = new TtlCache<Bar[]>(30 * 60_000, 2_000);
  // Parameters of each batch key while a chart waits on it; dropped with the last waiter, since
  // every older-history page has its own `end` and the map would otherwise grow without bound.
  const params = new Map<string, { params: BatchParams; waiters: number }>();
  const batcher = createBatcher<Bar[]>({
    maxItems: SYMBOLS_PER_CALL,
    run: (batchKey, priority, take) =>
      // Overdue quote refreshes go first, so a chart load may wait longer than a quote would.
      deps.scheduler.run({ group: 'market-data', priority, maxWaitMs: CHART_MAX_WAIT_MS }, async (beforeRetry) => {
        const symbols = take();
        const p = params.get(batchKey)?.params;
        const answers = new Map<string, Bar[]>();
        if (symbols.length === 0 || p === undefined) return answers;
        const body = {
          symbols,
          category: p.category,
          timespan: p.timespan,
          count: p.count,
          real_time_required: true,
          ...(p.end === null ? {} : { end_time: p.end }),
        };
        const json = await deps.client.call('getBars', { body, beforeRetry });
        const now = deps.clock.now();
        for (const series of parseUpstream(upstreamBatchBarsSchema, json, 'bars').result) {
          const bars = toOldestFirst(series.result);
          answers.set(series.symbol.toUpperCase(), bars);
          cache.set(`${batchKey}|${series.symbol.toUpperCase()}`, bars, now);
        }
        return answers;
      }),
  });

  return {
    /** Bars oldest first, times in ms; throws UnknownSymbolError for a symbol the broker does not list. */
    async getBars(request: BarsRequest): Promise<BarsResponse> {
      const symbol = request.symbol.toUpperCase();
      const category = await categoryOf(deps.symbols, symbol);
      const p: BatchParams = { category, timespan: request.timespan, count: request.count, end: request.end ?? null };
      const batchKey = `${p.category}|${p.timespan}|${p.count}|${p.end ?? ''}`;
      const cached = cache.get(`${batchKey}|${symbol}`, deps.clock.now(), barsTtlMs(request.timespan, p.end !== null));
      if (cached !== undefined) return { symbol, timespan: request.timespan, bars: cached.value };
      const entry = params.get(batchKey) ?? { params: p, waiters: 0 };
      entry.waiters += 1;
      params.set(batchKey, entry);
      try {
        return {
          symbol,
          timespan: request.timespan,
          bars: (await batcher.load(batchKey, symbol, 'interactive')) ?? [],
        };
      } finally {
        entry.waiters -= 1;
        if (entry.waiters === 0) params.delete(batchKey);
      }
    },
  };
}

function toOldestFirst(bars: readonly UpstreamBar[]): Bar[] {
  return bars
    .map((b) => ({ time: b.time, open: b.open, high: b.high, low: b.low, close: b.close, volume: b.volume }))
    .sort((a, b) => a.time - b.time);
}

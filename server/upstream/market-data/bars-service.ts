import type { Timespan } from '@contracts/common';
import { z } from 'zod';
import { barSchema, type Bar, type BarsResponse } from '@contracts/market-data';
import { createBatcher } from '../client/batcher';
import { barsTtlMs } from './bars-cache-policy';
import { maxBarsPerCall, toOldestFirst, tradingSessionsFor } from './bars-page';
import { answerFrom, basesOf, type HeldSeries } from './derive-bars';
import { NO_DURABLE_ANSWERS, type DurableAnswers } from '../client/durable-answers';
import type { UpstreamClient } from '../client/http-client';
import { msUntilNextSessionClose } from '../client/next-session-close';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import { categoryOf, type SymbolDirectory } from './symbol-directory';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';
import { upstreamBatchBarsSchema } from './upstream-schemas';

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

/** The newest daily bars as the database keeps them (docs/store.md#the-research-cache). */
const keptDailySchema = z.object({ bars: z.array(barSchema), complete: z.boolean() });

interface BatchParams {
  category: string;
  timespan: Timespan;
  count: number;
  end: number | null;
}

/**
 * Bars through the batch endpoint: charts with the same timespan/count/end share one call. The
 * newest bars are always asked for in full (one call costs the same whatever its count) and
 * held, so a shorter list, an older page inside them, or a longer span built from them costs no
 * call (docs/protocol.md#derived-bars). The newest daily bars are also kept in the database until
 * the next session's close, so a restart or a second BFF charts a symbol seen today at no cost;
 * the live prices carry the forming bar meanwhile.
 */
export function createBarsService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  symbols: SymbolDirectory;
  clock: Clock;
  /** The path generation in use: it bounds how many bars one call may ask for. */
  generation: 'v2' | 'v3';
  /** Answers kept across restarts; none when absent. */
  durable?: DurableAnswers;
  /** The broker's market time, for the session close that ends a daily bar's keeping. */
  marketNow?: () => number;
}) {
  const durable = deps.durable ?? NO_DURABLE_ANSWERS;
  const marketNow = deps.marketNow ?? (() => deps.clock.now());
  const dailyKey = (symbol: string) => `bars|${symbol}|D`;
  const cache = new TtlCache<Bar[]>(30 * 60_000, 2_000);
  // The newest bars of each symbol and timespan, as many as one call gives.
  const held = new TtlCache<HeldSeries>(30 * 60_000, 2_000);
  // Parameters of each batch key while a chart waits on it; dropped with the last waiter, since
  // every older-history page has its own `end` and the map would otherwise grow without bound.
  const params = new Map<string, { params: BatchParams; waiters: number }>();
  const batcher = createBatcher<Bar[]>({
    maxItems: SYMBOLS_PER_CALL,
    run: (batchKey, priority, take) =>
      deps.scheduler.run({ group: 'market-data', priority, maxWaitMs: CHART_MAX_WAIT_MS }, async (beforeRetry) => {
        const symbols = take();
        const p = params.get(batchKey)?.params;
        const answers = new Map<string, Bar[]>();
        if (symbols.length === 0 || p === undefined) return answers;
        const sessions = tradingSessionsFor(p.timespan);
        const body = {
          symbols,
          category: p.category,
          timespan: p.timespan,
          count: p.count,
          real_time_required: true,
          ...(sessions === undefined ? {} : { trading_sessions: sessions }),
          ...(p.end === null ? {} : { end_time: p.end }),
        };
        const json = await deps.client.call('getBars', { body, beforeRetry });
        const now = deps.clock.now();
        const keeping: Promise<void>[] = [];
        for (const series of parseUpstream(upstreamBatchBarsSchema, json, 'bars').result) {
          const symbol = series.symbol.toUpperCase();
          const bars = toOldestFirst(series.result);
          answers.set(symbol, bars);
          if (p.end === null) {
            const complete = bars.length < p.count;
            held.set(`${symbol}|${p.timespan}`, { timespan: p.timespan, bars, complete }, now);
            if (p.timespan === 'D')
              keeping.push(
                durable.keep(dailyKey(symbol), { bars, complete }, now, msUntilNextSessionClose(marketNow())),
              );
          } else cache.set(`${batchKey}|${symbol}`, bars, now);
        }
        await Promise.all(keeping);
        return answers;
      }),
  });

  /**
   * The answer from a held series of the same timespan or of a shorter one it can be built
   * from, if one holds it exactly. For the newest bars a held series counts only while fresh
   * for its own timespan; older pages are closed bars and never change.
   */
  function answerFromHeld(symbol: string, request: BarsRequest): Bar[] | undefined {
    const now = deps.clock.now();
    const want = { count: request.count, end: request.end };
    for (const timespan of [request.timespan, ...basesOf(request.timespan)]) {
      const ageMs = request.end === undefined ? barsTtlMs(timespan, false) : undefined;
      const series = held.get(`${symbol}|${timespan}`, now, ageMs)?.value;
      const answer = series === undefined ? undefined : answerFrom(series, request.timespan, want);
      if (answer !== undefined) return answer;
    }
    return undefined;
  }

  /** The newest daily bars from the database into memory, when kept there and fresh. */
  async function heldFromDatabase(symbol: string): Promise<void> {
    const kept = await durable.read(dailyKey(symbol), keptDailySchema);
    if (kept !== undefined) held.set(`${symbol}|D`, { timespan: 'D', ...kept }, deps.clock.now());
  }

  return {
    /** Bars oldest first, times in ms; throws UnknownSymbolError for a symbol the broker does not list. */
    async getBars(request: BarsRequest): Promise<BarsResponse> {
      const symbol = request.symbol.toUpperCase();
      const category = await categoryOf(deps.symbols, symbol);
      let fromHeld = answerFromHeld(symbol, request);
      if (fromHeld === undefined && request.end === undefined && request.timespan === 'D') {
        await heldFromDatabase(symbol);
        fromHeld = answerFromHeld(symbol, request);
      }
      if (fromHeld !== undefined) return { symbol, timespan: request.timespan, bars: fromHeld };
      const end = request.end ?? null;
      // The newest bars are fetched whole and held; an older page is fetched as asked.
      const count = end === null ? maxBarsPerCall(request.timespan, deps.generation) : request.count;
      const p: BatchParams = { category, timespan: request.timespan, count, end };
      const batchKey = `${p.category}|${p.timespan}|${p.count}|${p.end ?? ''}`;
      const cached = cache.get(`${batchKey}|${symbol}`, deps.clock.now(), barsTtlMs(request.timespan, true));
      if (cached !== undefined) return { symbol, timespan: request.timespan, bars: cached.value };
      const entry = params.get(batchKey) ?? { params: p, waiters: 0 };
      entry.waiters += 1;
      params.set(batchKey, entry);
      try {
        const bars = (await batcher.load(batchKey, symbol, 'interactive')) ?? [];
        return { symbol, timespan: request.timespan, bars: end === null ? bars.slice(-request.count) : bars };
      } finally {
        entry.waiters -= 1;
        if (entry.waiters === 0) params.delete(batchKey);
      }
    },
  };
}

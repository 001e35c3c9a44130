import type { z } from 'zod';
import type { Depth, ticksResponseSchema } from '@contracts/market-data';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import { categoryOf, type SymbolDirectory } from './symbol-directory';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';
import { usCalendarSessionAt } from '../client/market-session';
import { upstreamDepthSchema, upstreamTicksSchema } from './upstream-schemas';

/** Depth and ticks change every moment but a second's reuse spares the budget when many watch. */
const DETAIL_TTL_MS = 1_000;

type TicksResponse = z.infer<typeof ticksResponseSchema>;

/** Order-book depth and recent ticks for one symbol; identical requests share one call. */
export function createQuoteDetailService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  symbols: SymbolDirectory;
  clock: Clock;
  /** Market time now (the broker's); the clock's time when absent. */
  marketNow?: () => number;
}) {
  const marketNow = deps.marketNow ?? (() => deps.clock.now());
  const depthCache = new TtlCache<Depth>(DETAIL_TTL_MS, 500);
  const ticksCache = new TtlCache<TicksResponse>(DETAIL_TTL_MS, 500);

  // `signal`: the browser's interest; a call still queued when every browser sharing it has gone
  // (switched symbol) is dropped unsent (docs/architecture.md#the-call-budget).
  async function cached<V>(
    cache: TtlCache<V>,
    key: string,
    signal: AbortSignal | undefined,
    load: (beforeRetry: () => Promise<void>) => Promise<V>,
  ): Promise<V> {
    const hit = cache.get(key, deps.clock.now());
    if (hit !== undefined) return hit.value;
    const value = await deps.scheduler.run({ group: 'market-data', priority: 'interactive', key, signal }, load);
    cache.set(key, value, deps.clock.now());
    return value;
  }

  return {
    async getDepth(rawSymbol: string, depth: number, signal?: AbortSignal): Promise<Depth> {
      const symbol = rawSymbol.toUpperCase();
      const category = await categoryOf(deps.symbols, symbol);
      // The overnight book comes only when asked for (docs/protocol.md#overnight-depth); the SDK
      // sends the parameter only when true, and so does this.
      const overnight = usCalendarSessionAt(marketNow()) === 'overnight';
      const query: [string, string][] = [
        ['symbol', symbol],
        ['category', category],
        ['depth', String(depth)],
      ];
      if (overnight) query.push(['overnight_required', 'true']);
      return cached(depthCache, `depth|${symbol}|${depth}|${String(overnight)}`, signal, async (beforeRetry) => {
        const json = await deps.client.call('getDepth', {
          query,
          beforeRetry,
        });
        const d = parseUpstream(upstreamDepthSchema, json, 'depth');
        return { symbol: d.symbol, quote_time: d.quote_time, asks: d.asks, bids: d.bids };
      });
    },
    async getTicks(rawSymbol: string, count: number, signal?: AbortSignal): Promise<TicksResponse> {
      const symbol = rawSymbol.toUpperCase();
      const category = await categoryOf(deps.symbols, symbol);
      return cached(ticksCache, `ticks|${symbol}|${count}`, signal, async (beforeRetry) => {
        const json = await deps.client.call('getTicks', {
          query: [
            ['symbol', symbol],
            ['category', category],
            ['count', String(count)],
          ],
          beforeRetry,
        });
        const t = parseUpstream(upstreamTicksSchema, json, 'ticks');
        return { symbol: t.symbol, ticks: t.result };
      });
    },
  };
}

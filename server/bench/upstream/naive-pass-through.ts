import type { UpstreamClient } from '@server/upstream/client/http-client';
import type { InstrumentIndex } from '@server/upstream/market-data/instrument-search';
import { UpstreamHttpError } from '@server/upstream/client/upstream-errors';
import type { BrowserApi } from './browser-api';
import { z } from 'zod';

const quoteSchema = z.array(z.object({ symbol: z.string() }));

/**
 * The baseline: a BFF that forwards each browser request straight upstream, with no scheduler,
 * cache or batching. A snapshot request for a mixed watchlist costs one call per category, the
 * least any pass-through can send.
 */
export function naivePassThrough(client: UpstreamClient, index: InstrumentIndex): BrowserApi {
  const statusOf = (error: unknown) => (error instanceof UpstreamHttpError ? error.status : 502);
  return {
    async snapshots(symbols) {
      const byCategory = new Map<string, string[]>();
      for (const symbol of symbols) {
        const category = index.categoryOf(symbol) ?? 'US_STOCK';
        byCategory.set(category, [...(byCategory.get(category) ?? []), symbol]);
      }
      const quotes: { symbol: string; receivedAt: number }[] = [];
      let status = 200;
      for (const [category, group] of byCategory) {
        try {
          const json = await client.call('getSnapshots', {
            query: [
              ['symbols', group.join(',')],
              ['category', category],
              ['extend_hour_required', 'true'],
              ['overnight_required', 'true'],
            ],
          });
          const now = Date.now();
          for (const item of quoteSchema.parse(json)) quotes.push({ symbol: item.symbol, receivedAt: now });
        } catch (error) {
          status = statusOf(error);
        }
      }
      return { status, quotes };
    },
    async bars(symbol, timespan, count) {
      try {
        await client.call('getBars', {
          body: { symbols: [symbol], category: index.categoryOf(symbol) ?? 'US_STOCK', timespan, count },
        });
        return { status: 200 };
      } catch (error) {
        return { status: statusOf(error) };
      }
    },
  };
}

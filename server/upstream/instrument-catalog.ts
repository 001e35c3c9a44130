import type { InstrumentSummary } from '../../src/contracts/instruments';
import type { UpstreamClient } from './http-client';
import { InstrumentIndex } from './instrument-search';
import { parseUpstream } from './parse-upstream';
import type { Scheduler } from './scheduler';
import type { Clock } from './timers';
import { upstreamInstrumentArraySchema, upstreamInstrumentPageSchema, type UpstreamInstrument } from './upstream-instrument';

/** Instruments change rarely; a day's listing is fine for search and categories. */
export const CATALOG_TTL_MS = 6 * 60 * 60 * 1_000;
const PAGE_SIZE = 100;
// A runaway pagination key must not loop forever.
const MAX_PAGES = 200;

/** The US equity catalogue, loaded once and refreshed in the background after CATALOG_TTL_MS. */
export interface InstrumentCatalog {
  /** Resolves with the current index, loading it on first use. */
  get(): Promise<InstrumentIndex>;
}

export function createInstrumentCatalog(deps: { client: UpstreamClient; scheduler: Scheduler; clock: Clock; generation: 'v2' | 'v3' }): InstrumentCatalog {
  let current: { index: InstrumentIndex; loadedAt: number } | null = null;
  let loading: Promise<InstrumentIndex> | null = null;

  async function page(query: [string, string][], first: boolean): Promise<unknown> {
    return deps.scheduler.run({ group: 'instruments', priority: first ? 'interactive' : 'background' }, (beforeRetry) =>
      deps.client.call('listInstruments', { query, beforeRetry }),
    );
  }

  async function loadAll(): Promise<InstrumentIndex> {
    const all: UpstreamInstrument[] = [];
    let cursor: string | null = null;
    for (let n = 0; n < MAX_PAGES; n += 1) {
      const query: [string, string][] = [['category', 'US_STOCK']];
      if (deps.generation === 'v3') {
        if (cursor !== null) query.push(['pagination_key', cursor]);
        const result = parseUpstream(upstreamInstrumentPageSchema, await page(query, current === null), 'instrument list');
        all.push(...result.data);
        cursor = result.pagination_key ?? null;
        if (cursor === null || cursor === '' || result.data.length === 0) break;
      } else {
        query.push(['page_size', String(PAGE_SIZE)]);
        if (cursor !== null) query.push(['last_instrument_id', cursor]);
        const result = parseUpstream(upstreamInstrumentArraySchema, await page(query, current === null), 'instrument list');
        all.push(...result);
        cursor = result.at(-1)?.instrument_id ?? null;
        if (result.length < PAGE_SIZE) break;
      }
    }
    const index = new InstrumentIndex(all.map(toSummary));
    current = { index, loadedAt: deps.clock.now() };
    return index;
  }

  function refresh(): Promise<InstrumentIndex> {
    loading ??= loadAll().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    get() {
      if (current === null) return refresh();
      if (deps.clock.now() - current.loadedAt > CATALOG_TTL_MS) {
        // Serve the old listing while the new one loads; a failed refresh keeps the old one.
        refresh().catch(() => undefined);
      }
      return Promise.resolve(current.index);
    },
  };
}

function toSummary(instrument: UpstreamInstrument): InstrumentSummary {
  return {
    symbol: instrument.symbol.toUpperCase(),
    name: instrument.name,
    exchange_code: instrument.exchange_code,
    instrument_id: instrument.instrument_id,
    // Market data wants US_ETF for ETFs although the listing files them under US_STOCK.
    category: instrument.sub_category === 'ETF' ? 'US_ETF' : 'US_STOCK',
  };
}

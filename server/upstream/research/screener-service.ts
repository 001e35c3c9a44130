import { z } from 'zod';
import {
  highDividendRowSchema,
  screenerStockRowSchema,
  sectorSchema,
  sectorStockRowSchema,
  SCREENER_CATEGORY,
  week52RowSchema,
  type GainersLosersQuery,
  type GainersLosersResponse,
  type HighDividendQuery,
  type HighDividendResponse,
  type MarketSectorsQuery,
  type MarketSectorsResponse,
  type SectorDetailQuery,
  type SectorDetailResponse,
  type TopActiveQuery,
  type TopActiveResponse,
  type Week52Query,
  type Week52Response,
} from '@contracts/screeners';
import { NO_DURABLE_ANSWERS, type DurableAnswers } from '../client/durable-answers';
import type { UpstreamClient } from '../client/http-client';
import type { OperationName } from '../client/operations';
import { PAGING } from '../client/paging';
import { parseUpstream } from '../client/parse-upstream';
import type { Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';

/**
 * Screeners move with the market, but a ranking of the last minute is one a trader can act on:
 * an answer is reused for a minute, from memory or from the database (so a restart or a second
 * BFF asks nothing meanwhile), and an open screener refreshing every 20 s costs a call a minute.
 */
export const SCREENER_FRESH_MS = 60_000;

/** An answer as the database keeps it: the provider's JSON, parsed again on the way out. */
const keptSchema = z.object({ fetched_at: z.number(), json: z.unknown() });

/** Numbers where the contract wants decimal text are read as text (the provider sends strings). */
const textNumbers = (value: unknown): unknown => {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textNumbers);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'fetched_at' ? v : textNumbers(v)]));
  return value;
};
/** A ranked list: generation 3 a bare array, generation 2 `{ has_more, data }` (docs/protocol.md#screeners). */
const rankedPage = <S extends z.ZodType>(row: S) =>
  z.preprocess(
    textNumbers,
    z.union([
      z.array(row).transform((data) => ({ data, has_more: undefined })),
      z.object({ data: z.array(row), has_more: z.boolean().nullish() }),
    ]),
  );
/** Sectors: generation 3 `{ data, pagination_key? }`, generation 2 the page's bare array. */
const sectorsPage = z.preprocess(
  textNumbers,
  z.union([
    z.array(sectorSchema).transform((data) => ({ data, pagination_key: undefined })),
    z.object({ data: z.array(sectorSchema).default([]), pagination_key: z.string().nullish() }),
  ]),
);
const detailPage = z.preprocess(
  textNumbers,
  sectorSchema
    .omit({ data: true, volume: true, market_value: true })
    .extend({ data: z.array(sectorStockRowSchema).default([]), pagination_key: z.string().nullish() }),
);

/**
 * Rows a generation-2 page asks for (docs/decisions/0045-generation-2-pages-by-number.md): sectors
 * as the SDKs' sample asks, a sector's stocks as the simulator's generation-3 pages hold, and a
 * ranking in two pages up to the RANKED_MAX rows generation 3 answers at once.
 */
const SECTOR_PAGE_SIZE = 10;
const SECTOR_DETAIL_PAGE_SIZE = 20;
const RANKED_PAGE_SIZE = 100;
const RANKED_MAX = 200;

export interface ScreenerService {
  gainersLosers(q: GainersLosersQuery): Promise<GainersLosersResponse>;
  topActive(q: TopActiveQuery): Promise<TopActiveResponse>;
  marketSectors(q: MarketSectorsQuery): Promise<MarketSectorsResponse>;
  sectorDetail(sectorId: string, q: SectorDetailQuery): Promise<SectorDetailResponse>;
  highDividend(q: HighDividendQuery): Promise<HighDividendResponse>;
  week52(q: Week52Query): Promise<Week52Response>;
}

/** Parameters in a stable order (for the cache key), absent ones left out, category first. */
function params(values: Record<string, string | undefined>): [string, string][] {
  return [
    ['category', SCREENER_CATEGORY],
    ...Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [[k, v] as [string, string]])),
  ];
}

/**
 * A sector period as the generation in use spells it: the generation-3 pages `MO1` and `MO3`,
 * both SDKs (generation 2) `M01` and `M03` (docs/protocol.md#screeners).
 */
function spelledFor(
  q: Readonly<Record<string, string | undefined>>,
  generation: 'v2' | 'v3',
): Record<string, string | undefined> {
  const gen2: Readonly<Record<string, string>> = { MO1: 'M01', MO3: 'M03' };
  const period = q.period === undefined || generation === 'v3' ? q.period : (gen2[q.period] ?? q.period);
  return { ...q, period };
}

/**
 * Screeners through the scheduler's 'market-data' group: identical requests in flight share one
 * call, and an answer is reused for SCREENER_FRESH_MS, kept in memory and in the database. Rows
 * keep the provider's field names.
 */
export function createScreenerService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  clock: Clock;
  /** The path generation in use: it decides how a sector period is spelt. */
  generation: 'v2' | 'v3';
  /** Answers kept across restarts; none when absent. */
  durable?: DurableAnswers;
}): ScreenerService {
  const cache = new TtlCache<{ fetched_at: number; json: unknown }>(SCREENER_FRESH_MS, 500);
  const durable = deps.durable ?? NO_DURABLE_ANSWERS;

  async function fetch(
    operation: OperationName,
    query: [string, string][],
  ): Promise<{ fetched_at: number; json: unknown }> {
    const key = `${operation}?${query.map((p) => p.join('=')).join('&')}`;
    const hit = cache.get(key, deps.clock.now());
    if (hit !== undefined) return hit.value;
    const kept = await durable.read(key, keptSchema);
    if (kept !== undefined) {
      cache.set(key, kept, kept.fetched_at);
      return kept;
    }
    const value = await deps.scheduler.run(
      { group: 'market-data', priority: 'interactive', key },
      async (beforeRetry) => ({
        json: await deps.client.call(operation, { query, beforeRetry }),
        fetched_at: deps.clock.now(),
      }),
    );
    cache.set(key, value, value.fetched_at);
    await durable.keep(key, value, value.fetched_at, SCREENER_FRESH_MS);
    return value;
  }

  const paging = PAGING[deps.generation];

  /**
   * A ranking whole: one array on generation 3; on generation 2 pages followed while `has_more`,
   * up to the RANKED_MAX rows generation 3 gives at once.
   */
  async function rows<S extends z.ZodType>(operation: OperationName, query: [string, string][], row: S) {
    const out: z.output<S>[] = [];
    let key: string | undefined;
    let first: number | undefined;
    do {
      const { fetched_at, json } = await fetch(operation, [...query, ...paging.ask(key, RANKED_PAGE_SIZE)]);
      const page = parseUpstream(rankedPage(row), json, operation);
      first ??= fetched_at;
      out.push(...page.data);
      key = paging.next(key, { rows: page.data.length, has_more: page.has_more }, RANKED_PAGE_SIZE);
    } while (key !== undefined && out.length < RANKED_MAX);
    return { fetched_at: first, rows: out.slice(0, RANKED_MAX) };
  }

  return {
    gainersLosers: (q) => rows('screeners:gainers-losers', params(q), screenerStockRowSchema),
    topActive: (q) => rows('screeners:top-active', params(q), screenerStockRowSchema),
    highDividend: (q) => rows('screeners:high-dividend', params(q), highDividendRowSchema),
    week52: (q) => rows('screeners:week52-high-low', params(q), week52RowSchema),
    async marketSectors({ pagination_key: key, ...q }) {
      const { fetched_at, json } = await fetch('screeners:market-sectors', [
        ...params(spelledFor(q, deps.generation)),
        ...paging.ask(key, SECTOR_PAGE_SIZE),
      ]);
      const page = parseUpstream(sectorsPage, json, 'market sectors');
      const next = paging.next(key, { rows: page.data.length, pagination_key: page.pagination_key }, SECTOR_PAGE_SIZE);
      return { fetched_at, sectors: page.data, ...(next === undefined ? {} : { pagination_key: next }) };
    },
    async sectorDetail(sectorId, { pagination_key: key, ...q }) {
      const { fetched_at, json } = await fetch('screeners:sector-detail', [
        ...params({ sector_id: sectorId, ...spelledFor(q, deps.generation) }),
        ...paging.ask(key, SECTOR_DETAIL_PAGE_SIZE),
      ]);
      const { data, pagination_key, ...sector } = parseUpstream(detailPage, json, 'sector detail');
      const next = paging.next(key, { rows: data.length, pagination_key }, SECTOR_DETAIL_PAGE_SIZE);
      return { fetched_at, sector, rows: data, ...(next === undefined ? {} : { pagination_key: next }) };
    },
  };
}

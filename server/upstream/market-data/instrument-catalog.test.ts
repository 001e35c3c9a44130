import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { CATALOG_TTL_MS, createInstrumentCatalog } from './instrument-catalog';
import { createScheduler } from '../client/scheduler';

const instruments = Array.from({ length: 230 }, (_, i) => ({
  symbol: `s${String(i).padStart(3, '0')}`,
  name: `Company ${i}`,
  instrument_id: 1_000 + i,
  exchange_code: 'NAS',
  sub_category: i % 10 === 0 ? 'ETF' : 'COMMON_STOCK',
}));

function setup(generation: 'v2' | 'v3', answer: (query: Map<string, string>) => unknown) {
  const clock = createFakeClock(0);
  const queries: Map<string, string>[] = [];
  const client: UpstreamClient = {
    call(_operation, options: CallOptions = {}) {
      const query = new Map(options.query ?? []);
      queries.push(query);
      return Promise.resolve(answer(query));
    },
  };
  const scheduler = createScheduler({ limits: {}, margin: 1, maxQueue: 10, maxWaitMs: 1_000, clock });
  return { clock, queries, catalog: createInstrumentCatalog({ client, scheduler, clock, generation }) };
}

// Gen 3: `{data, pagination_key}` pages of 100, no key on the last one: docs/protocol.md#path-generations.
function gen3Page(query: Map<string, string>) {
  const start = Number(query.get('pagination_key') ?? '0');
  const data = instruments.slice(start, start + 100);
  return start + 100 < instruments.length ? { data, pagination_key: String(start + 100) } : { data };
}

// Gen 2: a bare array, the next page after `last_instrument_id`.
function gen2Page(query: Map<string, string>) {
  const after = query.get('last_instrument_id');
  const start = after === undefined ? 0 : instruments.findIndex((i) => String(i.instrument_id) === after) + 1;
  return instruments.slice(start, start + Number(query.get('page_size')));
}

test('gen 3: follows pagination_key to the last page and reads every instrument', async () => {
  const { queries, catalog } = setup('v3', gen3Page);
  const index = await catalog.get();
  expect(index.size).toBe(230);
  expect(queries.map((q) => q.get('pagination_key') ?? null)).toEqual([null, '100', '200']);
  expect(queries.every((q) => q.get('category') === 'US_STOCK')).toBe(true);
});

test('gen 2: pages by last_instrument_id until a short page', async () => {
  const { queries, catalog } = setup('v2', gen2Page);
  const index = await catalog.get();
  expect(index.size).toBe(230);
  expect(queries.map((q) => q.get('last_instrument_id') ?? null)).toEqual([null, '1099', '1199']);
});

test('symbols are upper-cased and ETFs get the US_ETF market-data category', async () => {
  const { catalog } = setup('v3', gen3Page);
  const index = await catalog.get();
  expect(index.categoryOf('S010')).toBe('US_ETF');
  expect(index.categoryOf('s011')).toBe('US_STOCK');
});

test('callers arriving during the first load share it; a stale listing is served while it refreshes', async () => {
  const { clock, queries, catalog } = setup('v3', gen3Page);
  await Promise.all([catalog.get(), catalog.get(), catalog.get()]);
  expect(queries).toHaveLength(3);
  clock.advance(CATALOG_TTL_MS + 1);
  expect((await catalog.get()).size).toBe(230);
  await new Promise<void>((resolve) => setImmediate(resolve));
  expect(queries.length).toBeGreaterThan(3);
});

test('an answer in the other generation shape is an upstream failure, not an empty catalogue', async () => {
  const { catalog } = setup('v3', () => instruments.slice(0, 10));
  await expect(catalog.get()).rejects.toThrow(/unexpected instrument list answer/);
});

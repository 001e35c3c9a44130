import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { createMarket } from '../market/market';
import { readBody } from './testing/read-response';
import { useTestSimulator, type TestSimulator } from './testing/test-simulator';

const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
const AT = Date.UTC(2026, 10, 18, 15, 30);
const stocks = market.instruments().filter((i) => i.category === 'US_STOCK');

const sector = z.object({
  id: z.string(),
  name: z.string(),
  change_ratio: z.string(),
  volume: z.string(),
  market_value: z.string(),
  declined: z.string(),
  advanced: z.string(),
  flat: z.string(),
  data: z.array(z.object({ instrument_id: z.string(), name: z.string(), symbol: z.string() })),
});
const sectorsPage = z.object({ data: z.array(sector), pagination_key: z.string().optional() });
const detailPage = z.object({
  id: z.string(),
  name: z.string(),
  change_ratio: z.string(),
  declined: z.string(),
  advanced: z.string(),
  flat: z.string(),
  data: z.array(z.looseObject({ symbol: z.string(), change_ratio: z.string(), category: z.literal('US_STOCK') })),
  pagination_key: z.string().optional(),
});

function start(): TestSimulator {
  const sim = startSimulator({ market, marketDataLimit: { limit: 10_000, windowMs: 60_000 } });
  sim.marketClock.pin(AT);
  return sim;
}

async function allSectors(sim: TestSimulator, query: [string, string][]): Promise<z.infer<typeof sector>[]> {
  const out: z.infer<typeof sector>[] = [];
  let key: string | undefined;
  do {
    const q: [string, string][] = [
      ['category', 'US_STOCK'],
      ...query,
      ...(key === undefined ? [] : [['pagination_key', key] as [string, string]]),
    ];
    const page = readBody(
      await sim.call({ path: '/market-data/screeners/market-sectors/list', query: q }),
      sectorsPage,
    );
    expect(page.data.length).toBeLessThanOrEqual(10);
    out.push(...page.data);
    key = page.pagination_key;
  } while (key !== undefined);
  return out;
}

test('market sectors group every stock by sector, page by ten and order by the aggregation asked', async () => {
  const sim = start();
  const sectors = await allSectors(sim, [
    ['agg_type', 'MARKET_VALUE'],
    ['period', 'D1'],
    ['direction', 'DESC'],
  ]);
  expect(sectors.map((s) => s.name).sort()).toEqual([...new Set(stocks.map((i) => i.sector))].sort());
  expect(sectors.reduce((n, s) => n + Number(s.advanced) + Number(s.declined) + Number(s.flat), 0)).toBe(stocks.length);
  for (let i = 1; i < sectors.length; i += 1)
    expect(new Decimal(sectors[i - 1]?.market_value ?? 0).gte(sectors[i]?.market_value ?? 0)).toBe(true);
  const byVolume = await allSectors(sim, [
    ['agg_type', 'VOLUME'],
    ['period', 'D5'],
    ['direction', 'ASC'],
  ]);
  for (let i = 1; i < byVolume.length; i += 1)
    expect(new Decimal(byVolume[i - 1]?.volume ?? 0).lte(byVolume[i]?.volume ?? 0)).toBe(true);
  // Five days of volume exceed one day's for every sector.
  for (const s of byVolume)
    expect(new Decimal(s.volume).gt(sectors.find((d) => d.id === s.id)?.volume ?? 0)).toBe(true);
});

test('sector detail pages its members, leads with the sector list leaders and sorts by yield', async () => {
  const sim = start();
  const [tech] = (await allSectors(sim, [['period', 'MO1']])).filter((s) => s.name === 'Information Technology');
  expect(tech?.id).toBe('information-technology');
  const members: z.infer<typeof detailPage>['data'] = [];
  // The gen-2 path pages by number, as the SDKs ask; a page shorter than asked is the last.
  for (let index = 1, full = true; full; index += 1) {
    const q: [string, string][] = [
      ['sector_id', tech?.id ?? ''],
      ['category', 'US_STOCK'],
      // The gen-2 path's spelling of the period the list was asked over (MO1 on gen 3).
      ['period', 'M01'],
      ['sort_by', 'CHANGE_RATIO'],
      ['direction', 'DESC'],
      ['page_index', String(index)],
      ['page_size', '8'],
    ];
    const page = readBody(
      await sim.call({ path: '/openapi/market-data/screener/market-sectors-detail', query: q }),
      detailPage,
    );
    expect(page).toMatchObject({ id: tech?.id, change_ratio: tech?.change_ratio, advanced: tech?.advanced });
    expect(page.pagination_key).toBeUndefined();
    members.push(...page.data);
    full = page.data.length === 8;
  }
  expect(members).toHaveLength(stocks.filter((i) => i.sector === 'Information Technology').length);
  expect(members.slice(0, 3).map((m) => m.symbol)).toEqual(tech?.data.map((d) => d.symbol));
  const byYield = readBody(
    await sim.call({
      path: '/market-data/screeners/market-sectors/get',
      query: [
        ['sector_id', 'utilities'],
        ['category', 'US_STOCK'],
        ['sort_by', 'YIELD'],
        ['direction', 'DESC'],
      ],
    }),
    detailPage,
  );
  expect(byYield.data.length).toBeGreaterThan(0);
});

test('each generation takes its own spelling of the sector periods and refuses the other, for both operations', async () => {
  const sim = start();
  const operations = [
    { gen3: '/market-data/screeners/market-sectors/list', gen2: '/openapi/market-data/screener/market-sectors' },
    { gen3: '/market-data/screeners/market-sectors/get', gen2: '/openapi/market-data/screener/market-sectors-detail' },
  ];
  const [anySector] = await allSectors(sim, []);
  const query = (period: string): [string, string][] => [
    ['category', 'US_STOCK'],
    ['sector_id', anySector?.id ?? ''],
    ['period', period],
  ];
  for (const paths of operations) {
    for (const [gen3, gen2] of [
      ['MO1', 'M01'],
      ['MO3', 'M03'],
    ] as const) {
      const own3 = await sim.call({ path: paths.gen3, query: query(gen3) });
      const own2 = await sim.call({ path: paths.gen2, query: query(gen2) });
      expect([own3.statusCode, own2.statusCode]).toEqual([200, 200]);
      // The same period either way: the same page, which generation 2 answers without a key (a
      // bare array for the sector list).
      const page3 = z.looseObject({ data: z.array(z.unknown()) }).parse(own3.json());
      expect(own2.json()).toEqual(Array.isArray(own2.json()) ? page3.data : { ...page3, pagination_key: undefined });
      const other3 = await sim.call({ path: paths.gen3, query: query(gen2) });
      const other2 = await sim.call({ path: paths.gen2, query: query(gen3) });
      expect([other3.statusCode, other2.statusCode]).toEqual([400, 400]);
      expect(other3.json()).toEqual({
        error_code: 'ILLEGAL_PARAMETER',
        message: 'Parameter period must be one of D1, D5, MO1, MO3.',
      });
      expect(other2.json()).toEqual({
        error_code: 'ILLEGAL_PARAMETER',
        message: 'Parameter period must be one of D1, D5, M01, M03.',
      });
    }
  }
});

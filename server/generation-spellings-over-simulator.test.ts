import { expect, test } from 'vitest';
import { fundDividendsSchema } from '@contracts/fundamentals-fund';
import { createBroker } from './upstream/broker';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from './upstream/client/transport';
import { simulatorForFile } from './testing/simulator-for-file';

// The spellings each path generation has its own of (docs/protocol.md#path-generations): the
// simulator takes only the generation's own, so the BFF's requests passing here in both is the
// proof that it sends each generation what that generation takes. Paging walks many pages, so the
// market-data budget is wide on both sides.
const simulator = simulatorForFile({ SIM_MARKET_DATA_LIMIT: '10000/60' });
const GENERATIONS = ['v3', 'v2'] as const;

/** A broker of the BFF over the file's simulator, on `generation`'s paths, the clock pinned. */
async function brokerOn(generation: 'v2' | 'v3') {
  const { control, clientWith } = await simulator();
  // A Wednesday in the regular session.
  await control.pinClock(Date.UTC(2026, 10, 18, 15, 30));
  return createBroker({
    client: clientWith(createNodeTransport(), generation),
    clock: systemClock,
    info: { mode: 'paper', region: 'simulator', pathGeneration: generation },
    marketDataLimit: { limit: 10_000, windowMs: 60_000 },
  });
}

/** Every page of a list as the browser reads it: the BFF's key handed back until there is none. */
async function everyPage<T>(page: (key: string | undefined) => Promise<{ items: T[]; key?: string | null }>) {
  const items: T[] = [];
  let pages = 0;
  let key: string | undefined;
  do {
    const answer = await page(key);
    items.push(...answer.items);
    key = answer.key ?? undefined;
    pages += 1;
  } while (key !== undefined && pages < 100);
  return { items, pages };
}

for (const generation of GENERATIONS) {
  test(`on generation ${generation === 'v3' ? 3 : 2} the sector periods and a full minute chart are answered`, async () => {
    const broker = await brokerOn(generation);
    for (const period of ['MO1', 'MO3'] as const) {
      const { sectors } = await broker.screeners.marketSectors({ agg_type: 'MARKET_VALUE', period, direction: 'DESC' });
      const [first] = sectors;
      expect(first?.id).toEqual(expect.any(String));
      const detail = await broker.screeners.sectorDetail(first?.id ?? '', {
        period,
        sort_by: 'CHANGE_RATIO',
        direction: 'DESC',
      });
      expect(detail.sector.id).toBe(first?.id);
      expect(detail.rows.length).toBeGreaterThan(0);
    }
    // The newest minute bars are asked for in full: as many as the generation allows in one call.
    const { bars } = await broker.getBars({ symbol: 'AAPL', timespan: 'M1', count: 300 });
    expect(bars).toHaveLength(300);
  });

  test(`on generation ${generation === 'v3' ? 3 : 2} the sectors, a sector's stocks and a ranking come whole, each stock once`, async () => {
    const { screeners } = await brokerOn(generation);
    const sectors = await everyPage(async (key) => {
      const answer = await screeners.marketSectors({
        agg_type: 'MARKET_VALUE',
        period: 'D1',
        direction: 'DESC',
        ...(key === undefined ? {} : { pagination_key: key }),
      });
      return { items: answer.sectors, key: answer.pagination_key };
    });
    expect(sectors.pages).toBeGreaterThan(1);
    const ids = sectors.items.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const members = (s: { advanced: string; declined: string; flat: string }) =>
      Number(s.advanced) + Number(s.declined) + Number(s.flat);
    // Every stock is in one sector, and a ranking lists every stock (the simulator's 152 are
    // fewer than the top 200): the sectors' counts and the ranking's rows are the same stocks.
    const ranking = await screeners.gainersLosers({ rank_type: 'DAY_1', sort_by: 'CHANGE_RATIO', direction: 'DESC' });
    const symbols = ranking.rows.map((r) => r.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(symbols.length).toBe(sectors.items.reduce((n, s) => n + members(s), 0));
    expect(symbols.length).toBeGreaterThan(100);
    const largest = sectors.items.reduce((a, b) => (members(b) > members(a) ? b : a));
    const stocks = await everyPage(async (key) => {
      const answer = await screeners.sectorDetail(largest.id, {
        period: 'D1',
        sort_by: 'CHANGE_RATIO',
        direction: 'DESC',
        ...(key === undefined ? {} : { pagination_key: key }),
      });
      return { items: answer.rows, key: answer.pagination_key };
    });
    expect(stocks.pages).toBeGreaterThan(1);
    const held = stocks.items.map((r) => r.symbol);
    expect(new Set(held).size).toBe(held.length);
    expect(held.length).toBe(members(largest));
    expect(held.every((symbol) => symbols.includes(symbol))).toBe(true);
  });
}

test('both generations page a fund dividend history and the instrument listing to the same whole', async () => {
  const read = async (generation: 'v2' | 'v3') => {
    const broker = await brokerOn(generation);
    const dividends = await everyPage(async (key) => {
      const answer = await broker.fundamentals.get('fund-dividends', {
        symbol: 'SPY',
        ...(key === undefined ? {} : { pagination_key: key }),
      });
      const page = fundDividendsSchema.parse(answer.data);
      return { items: page.data, key: page.pagination_key };
    });
    const listing = await broker.catalog.get();
    return { dividends, instruments: listing.symbols() };
  };
  const gen3 = await read('v3');
  const gen2 = await read('v2');
  expect(gen3.dividends.pages).toBeGreaterThan(1);
  // Newest first, one row per ex date: no page repeated or skipped over.
  const dates = gen3.dividends.items.map((d) => d.share_date);
  expect(dates).toEqual([...new Set(dates)].sort().reverse());
  expect(gen2.dividends.items).toEqual(gen3.dividends.items);
  expect(gen3.instruments.length).toBeGreaterThan(100);
  expect(gen2.instruments).toEqual(gen3.instruments);
});

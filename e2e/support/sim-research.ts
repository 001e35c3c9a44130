import { z } from 'zod';

type SimClient = {
  get: (path: string, query: [string, string][]) => Promise<unknown>;
  post: (path: string, body: unknown) => Promise<unknown>;
};

/** The simulator's watchlists and rankings, parsed as the provider documents them (docs/protocol.md#screeners, #watchlists). */
const simWatchlistsSchema = z.array(z.object({ watchlist_id: z.string(), name: z.string() }).loose());
const simInstrumentsSchema = z.object({
  instruments: z.array(z.object({ symbol: z.string(), sort: z.number() }).loose()),
});
const simRankingSchema = z.array(z.object({ symbol: z.string() }).loose());
const simSectorsSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() }).loose()),
  pagination_key: z.string().optional(),
});
const simSectorDetailSchema = z.object({
  data: z.array(z.object({ symbol: z.string() }).loose()),
  pagination_key: z.string().optional(),
});

export async function simWatchlists(sim: SimClient) {
  return simWatchlistsSchema.parse(await sim.get('/market-data/watchlists/list', []));
}

/** A list's symbols in the provider's display order (ascending `sort`). */
export async function simWatchlistSymbols(sim: SimClient, watchlistId: string): Promise<string[]> {
  const answer = simInstrumentsSchema.parse(
    await sim.get('/market-data/watchlists/instruments/list', [['watchlist_id', watchlistId]]),
  );
  return [...answer.instruments].sort((a, b) => a.sort - b.sort).map((item) => item.symbol);
}

/** Deletes every list whose name starts with `prefix`, so reruns start clean. */
export async function deleteSimWatchlists(sim: SimClient, prefix: string): Promise<void> {
  for (const list of await simWatchlists(sim)) {
    if (list.name.startsWith(prefix))
      await sim.post('/market-data/watchlists/delete', { watchlist_id: list.watchlist_id });
  }
}

const RANKING_PATHS = {
  'gainers-losers': '/market-data/screeners/gainers-losers/list',
  'top-active': '/market-data/screeners/top-actives/list',
  'high-dividend': '/market-data/screeners/high-dividend-ranks/list',
  week52: '/market-data/screeners/week52-high-low/list',
} as const;

/** The symbols of a ranking, in the simulator's order, for the same parameters the UI sends. */
export async function simRankingSymbols(
  sim: SimClient,
  kind: keyof typeof RANKING_PATHS,
  params: Record<string, string>,
): Promise<string[]> {
  const query: [string, string][] = [['category', 'US_STOCK'], ...Object.entries(params)];
  return simRankingSchema.parse(await sim.get(RANKING_PATHS[kind], query)).map((row) => row.symbol);
}

export async function simSectors(sim: SimClient, params: Record<string, string>) {
  return simSectorsSchema.parse(
    await sim.get('/market-data/screeners/market-sectors/list', [['category', 'US_STOCK'], ...Object.entries(params)]),
  );
}

/** Every sector of the list, following the provider's pagination keys to the last page. */
export async function simAllSectorIds(sim: SimClient, params: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let key: string | undefined;
  do {
    const page = await simSectors(sim, key === undefined ? params : { ...params, pagination_key: key });
    ids.push(...page.data.map((sector) => sector.id));
    key = page.pagination_key;
  } while (key !== undefined);
  return ids;
}

export async function simSectorDetail(sim: SimClient, sectorId: string, params: Record<string, string>) {
  const query: [string, string][] = [['sector_id', sectorId], ['category', 'US_STOCK'], ...Object.entries(params)];
  return simSectorDetailSchema.parse(await sim.get('/market-data/screeners/market-sectors/get', query));
}

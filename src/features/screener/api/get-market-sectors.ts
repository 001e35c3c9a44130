import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketSectorsResponseSchema, type MarketSectorsResponse } from '@contracts/screeners';
import { apiGet, type QueryParams } from '@src/lib/api-client';
import { SCREENER_REFRESH_MS } from './get-screener';

const PATH = '/api/screeners/market-sectors';

/**
 * Provider pages read into one screen. The provider pages sectors by ten and lists eleven, so
 * two pages show them all; a longer list keeps its further pages behind "Next".
 */
export const SECTOR_PAGES_PER_SCREEN = 3;

type Ask = (params: QueryParams, signal?: AbortSignal) => Promise<MarketSectorsResponse>;

const askBff: Ask = (params, signal) => apiGet(PATH, params, marketSectorsResponseSchema, signal);

/**
 * The sectors from `pagination_key` on, following the provider's keys for up to
 * {@link SECTOR_PAGES_PER_SCREEN} pages; the key left over (if any) is the next screen's.
 */
export async function getMarketSectors(params: QueryParams, signal?: AbortSignal, ask: Ask = askBff) {
  const first = await ask(params, signal);
  const sectors = [...first.sectors];
  let key = first.pagination_key;
  for (let page = 1; page < SECTOR_PAGES_PER_SCREEN && key !== undefined; page += 1) {
    const next = await ask({ ...params, pagination_key: key }, signal);
    sectors.push(...next.sectors);
    key = next.pagination_key;
  }
  return { fetched_at: first.fetched_at, sectors, pagination_key: key };
}

/** One screen of sectors, refreshed while `live`, like every screener (get-screener.ts). */
export function useMarketSectors(params: QueryParams, live: boolean) {
  return useQuery({
    queryKey: ['screeners', PATH, params],
    queryFn: ({ signal }) => getMarketSectors(params, signal),
    enabled: live,
    refetchInterval: live ? SCREENER_REFRESH_MS : false,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

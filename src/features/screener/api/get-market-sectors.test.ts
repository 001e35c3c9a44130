import { expect, test } from 'vitest';
import type { MarketSectorsResponse } from '@contracts/screeners';
import type { QueryParams } from '@src/lib/api-client';
import { getMarketSectors, SECTOR_PAGES_PER_SCREEN } from './get-market-sectors';

const sector = (id: string) => ({
  id,
  name: `Sector ${id}`,
  change_ratio: '0.01',
  advanced: '1',
  declined: '1',
  flat: '0',
  data: [],
});

/** A provider with `count` sectors paged by `size`, keys naming the next offset; records each ask. */
function pagedProvider(count: number, size: number) {
  const asked: QueryParams[] = [];
  const ask = (params: QueryParams): Promise<MarketSectorsResponse> => {
    asked.push(params);
    const offset = Number(params.pagination_key ?? 0);
    const ids = Array.from({ length: count }, (_, i) => String(i)).slice(offset, offset + size);
    const next = offset + size < count ? String(offset + size) : undefined;
    const page = { fetched_at: 1_000 + asked.length, sectors: ids.map(sector) };
    return Promise.resolve(next === undefined ? page : { ...page, pagination_key: next });
  };
  return { ask, asked };
}

test('eleven sectors paged by ten show on one screen, with no next page', async () => {
  const provider = pagedProvider(11, 10);
  const screen = await getMarketSectors({ period: 'D1' }, undefined, provider.ask);
  expect(screen.sectors.map((s) => s.id)).toEqual(Array.from({ length: 11 }, (_, i) => String(i)));
  expect(screen.pagination_key).toBeUndefined();
  expect(screen.fetched_at).toBe(1_001);
  expect(provider.asked).toEqual([{ period: 'D1' }, { period: 'D1', pagination_key: '10' }]);
});

test('a list longer than a screen keeps the rest behind the key of the next screen', async () => {
  const provider = pagedProvider(50, 10);
  const screen = await getMarketSectors({}, undefined, provider.ask);
  expect(screen.sectors).toHaveLength(10 * SECTOR_PAGES_PER_SCREEN);
  expect(screen.pagination_key).toBe(String(10 * SECTOR_PAGES_PER_SCREEN));
});

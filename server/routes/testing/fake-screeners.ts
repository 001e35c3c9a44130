import type { ScreenerService } from '@server/upstream/research/screener-service';

const row = {
  instrument_id: '913256135',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  exchange_code: 'NSQ',
  price: '190.12',
  change_ratio: '0.0065',
  volume: '1000',
};
const sector = {
  id: 'information-technology',
  name: 'Information Technology',
  change_ratio: '0.0100',
  declined: '1',
  advanced: '2',
  flat: '0',
};

/** A ScreenerService answering one fixed row per list, for route tests. */
export function fakeScreeners(): ScreenerService {
  return {
    gainersLosers: () => Promise.resolve({ fetched_at: 1, rows: [row] }),
    topActive: () => Promise.resolve({ fetched_at: 1, rows: [row] }),
    highDividend: () =>
      Promise.resolve({ fetched_at: 1, rows: [{ ...row, yield: '0.0050', dividend: '0.96', ex_date: '2026-12-01' }] }),
    week52: () =>
      Promise.resolve({ fetched_at: 1, rows: [{ ...row, price_52w: '199.00', change_ratio_52w: '-0.0446' }] }),
    marketSectors: () =>
      Promise.resolve({
        fetched_at: 1,
        sectors: [
          {
            ...sector,
            volume: '10',
            market_value: '100.00',
            data: [{ instrument_id: row.instrument_id, name: row.name, symbol: row.symbol }],
          },
        ],
      }),
    sectorDetail: (sectorId) =>
      Promise.resolve({ fetched_at: 1, sector: { ...sector, id: sectorId }, rows: [row], pagination_key: 'next' }),
  };
}

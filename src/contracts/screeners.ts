import { z } from 'zod';
import { decimalString } from './common';

/**
 * Screeners as the BFF serves them (`/api/screeners/...`). Parameter values and row field names
 * are the provider's (docs/protocol.md#screeners); decimals stay strings. The only category the provider
 * documents for screeners is US_STOCK, so the BFF always sends that.
 */
export const SCREENER_CATEGORY = 'US_STOCK';

export const DIRECTIONS = ['ASC', 'DESC'] as const;
export const GAINERS_RANK_TYPES = [
  'PRE_MARKET',
  'AFTER_MARKET',
  'MIN_3',
  'MIN_5',
  'DAY_1',
  'DAY_5',
  'MONTH_1',
  'MONTH_3',
  'WEEK_52',
] as const;
export const TOP_ACTIVE_RANK_TYPES = [
  'VOLUME',
  'RELATIVE_VOLUME_10D',
  'TURNOVER',
  'TURNOVER_RATE',
  'AMPLITUDE',
] as const;
export const WEEK52_RANK_TYPES = ['NEW_HIGH', 'NEAR_HIGH', 'NEW_LOW', 'NEAR_LOW'] as const;
/** Sort fields of gainers/losers and top active. */
export const SCREENER_SORT_FIELDS = [
  'CHANGE_RATIO',
  'RELATIVE_VOLUME_10D',
  'MARKET_VALUE',
  'CLOSE',
  'PRICE',
  'PE_TTM',
  'HIGH',
  'LOW',
  'AMPLITUDE',
  'TURNOVER',
  'VOLUME',
] as const;
/** Sector detail and high dividend add the dividend fields. */
export const DIVIDEND_SORT_FIELDS = [...SCREENER_SORT_FIELDS, 'YIELD', 'DIVIDEND'] as const;
/** 52-week high/low also sorts by its own default, the change since the 52-week extreme. */
export const WEEK52_SORT_FIELDS = ['CHANGE_RATIO_52W', ...DIVIDEND_SORT_FIELDS] as const;
export const SECTOR_AGG_TYPES = ['MARKET_VALUE', 'VOLUME'] as const;
/** The documented spelling (the Java SDK's M01/M03 is not accepted): docs/protocol.md#screeners. */
export const SECTOR_PERIODS = ['D1', 'D5', 'MO1', 'MO3'] as const;

export type Direction = (typeof DIRECTIONS)[number];
export type GainersRankType = (typeof GAINERS_RANK_TYPES)[number];
export type TopActiveRankType = (typeof TOP_ACTIVE_RANK_TYPES)[number];
export type Week52RankType = (typeof WEEK52_RANK_TYPES)[number];
export type ScreenerSortField = (typeof SCREENER_SORT_FIELDS)[number];
export type DividendSortField = (typeof DIVIDEND_SORT_FIELDS)[number];
export type Week52SortField = (typeof WEEK52_SORT_FIELDS)[number];
export type SectorAggType = (typeof SECTOR_AGG_TYPES)[number];
export type SectorPeriod = (typeof SECTOR_PERIODS)[number];

export const paginationKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_=-]{1,64}$/, 'a pagination key is the opaque text of the previous answer');
export const sectorIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a sector id is 1-40 letters, digits, dashes or underscores');

// Query schemas: defaults are the provider's documented defaults.
export const gainersLosersQuerySchema = z.object({
  rank_type: z.enum(GAINERS_RANK_TYPES).default('DAY_1'),
  sort_by: z.enum(SCREENER_SORT_FIELDS).default('CHANGE_RATIO'),
  direction: z.enum(DIRECTIONS).default('DESC'),
});
export const topActiveQuerySchema = z.object({
  rank_type: z.enum(TOP_ACTIVE_RANK_TYPES).default('VOLUME'),
  sort_by: z.enum(SCREENER_SORT_FIELDS).default('VOLUME'),
  direction: z.enum(DIRECTIONS).default('DESC'),
});
export const marketSectorsQuerySchema = z.object({
  agg_type: z.enum(SECTOR_AGG_TYPES).default('MARKET_VALUE'),
  period: z.enum(SECTOR_PERIODS).default('D1'),
  direction: z.enum(DIRECTIONS).default('ASC'),
  pagination_key: paginationKeySchema.optional(),
});
export const sectorDetailQuerySchema = z.object({
  period: z.enum(SECTOR_PERIODS).default('D1'),
  sort_by: z.enum(DIVIDEND_SORT_FIELDS).default('CHANGE_RATIO'),
  direction: z.enum(DIRECTIONS).default('ASC'),
  pagination_key: paginationKeySchema.optional(),
});
export const sectorDetailParamsSchema = z.object({ sectorId: sectorIdSchema });
export const highDividendQuerySchema = z.object({
  sort_by: z.enum(DIVIDEND_SORT_FIELDS).default('YIELD'),
  direction: z.enum(DIRECTIONS).default('DESC'),
});
export const week52QuerySchema = z.object({
  rank_type: z.enum(WEEK52_RANK_TYPES).default('NEW_HIGH'),
  sort_by: z.enum(WEEK52_SORT_FIELDS).default('CHANGE_RATIO_52W'),
  direction: z.enum(DIRECTIONS).default('ASC'),
});
export type GainersLosersQuery = z.infer<typeof gainersLosersQuerySchema>;
export type TopActiveQuery = z.infer<typeof topActiveQuerySchema>;
export type MarketSectorsQuery = z.infer<typeof marketSectorsQuerySchema>;
export type SectorDetailQuery = z.infer<typeof sectorDetailQuerySchema>;
export type HighDividendQuery = z.infer<typeof highDividendQuerySchema>;
export type Week52Query = z.infer<typeof week52QuerySchema>;

const dec = decimalString.optional();
const identity = {
  instrument_id: z.string(),
  symbol: z.string(),
  name: z.string(),
  exchange_code: z.string().optional(),
};
const dayFields = {
  close: dec,
  price: decimalString,
  change_ratio: decimalString,
  volume: dec,
  market_value: dec,
  turnover_rate: dec,
  amplitude: dec,
  high: dec,
  low: dec,
};

/** Row of gainers/losers and top active (the provider's ScreenerStockVo). */
export const screenerStockRowSchema = z.object({
  ...identity,
  ...dayFields,
  currency_code: z.string().optional(),
  pre_close: dec,
  open: dec,
  change: dec,
  turnover: dec,
  relative_volume_10d: dec,
});
export type ScreenerStockRow = z.infer<typeof screenerStockRowSchema>;

const listedRow = { ...identity, ...dayFields, category: z.string().optional(), currency: z.string().optional() };

/** Row of the high dividend rank; `ex_date` is the next ex-dividend date, `YYYY-MM-DD`. */
export const highDividendRowSchema = z.object({
  ...listedRow,
  change: dec,
  turnover: dec,
  yield: dec,
  dividend: dec,
  ex_date: z.string().optional(),
  pe_ttm: dec,
});
export type HighDividendRow = z.infer<typeof highDividendRowSchema>;

/** Row of the 52-week high/low rank. */
export const week52RowSchema = z.object({
  ...listedRow,
  change: dec,
  turnover: dec,
  price_1w: dec,
  price_52w: dec,
  change_ratio_52w: dec,
  pe_ttm: dec,
});
export type Week52Row = z.infer<typeof week52RowSchema>;

/** One sector of the market sectors list; `data` holds its leading stocks. */
export const sectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  change_ratio: decimalString,
  volume: dec,
  market_value: dec,
  declined: z.string(),
  advanced: z.string(),
  flat: z.string(),
  data: z.array(z.object({ instrument_id: z.string(), name: z.string(), symbol: z.string() })),
});
export type Sector = z.infer<typeof sectorSchema>;

/** Row of a sector's stock list. */
export const sectorStockRowSchema = z.object(listedRow);
export type SectorStockRow = z.infer<typeof sectorStockRowSchema>;

const fetchedAt = z.number().int();
export const gainersLosersResponseSchema = z.object({ fetched_at: fetchedAt, rows: z.array(screenerStockRowSchema) });
export const topActiveResponseSchema = gainersLosersResponseSchema;
export const highDividendResponseSchema = z.object({ fetched_at: fetchedAt, rows: z.array(highDividendRowSchema) });
export const week52ResponseSchema = z.object({ fetched_at: fetchedAt, rows: z.array(week52RowSchema) });
export const marketSectorsResponseSchema = z.object({
  fetched_at: fetchedAt,
  sectors: z.array(sectorSchema),
  pagination_key: z.string().optional(),
});
export const sectorDetailResponseSchema = z.object({
  fetched_at: fetchedAt,
  sector: sectorSchema.omit({ data: true, volume: true, market_value: true }),
  rows: z.array(sectorStockRowSchema),
  pagination_key: z.string().optional(),
});
export type GainersLosersResponse = z.infer<typeof gainersLosersResponseSchema>;
export type TopActiveResponse = z.infer<typeof topActiveResponseSchema>;
export type HighDividendResponse = z.infer<typeof highDividendResponseSchema>;
export type Week52Response = z.infer<typeof week52ResponseSchema>;
export type MarketSectorsResponse = z.infer<typeof marketSectorsResponseSchema>;
export type SectorDetailResponse = z.infer<typeof sectorDetailResponseSchema>;

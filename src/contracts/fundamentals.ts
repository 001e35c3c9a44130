import { z } from 'zod';
import { decimalString, symbolSchema } from './common';
import {
  fundAllocationSchema,
  fundBriefSchema,
  fundDividendsSchema,
  fundFilesSchema,
  fundHoldingsSchema,
  fundNetValueSchema,
  fundPerformanceSchema,
  fundRatingSchema,
  fundSplitsSchema,
} from './fundamentals-fund';
import {
  analystRatingSchema,
  analystTargetPriceSchema,
  balanceSheetSchema,
  capitalFlowSchema,
  cashFlowSchema,
  companyProfileSchema,
  dividendCalendarSchema,
  earningsCalendarSchema,
  filingsSchema,
  financialAlertSchema,
  forecastEpsSchema,
  incomeSchema,
  indicatorsSchema,
  industryComparisonSchema,
  industrySortSchema,
  statementTypeSchema,
} from './fundamentals-stock';

// The fundamentals routes: one per provider operation (docs/protocol.md#fundamentals); `data` keeps the
// provider's field names, decimals as text. The data schemas live in fundamentals-stock.ts and
// fundamentals-fund.ts.

/** Operations for a stock (US_STOCK); a fund gets an error for these. */
export const STOCK_FUNDAMENTALS = [
  'company-profile',
  'analyst-target-price',
  'analyst-rating',
  'forecast-eps',
  'filings',
  'earnings-calendar',
  'dividend-calendar',
  'capital-flow',
  'industry-comparison',
  'indicators',
  'income',
  'cash-flow',
  'balance-sheet',
  'financial-alert',
] as const;

/** Operations for a fund (US_ETF); a stock gets an error for these. */
export const FUND_FUNDAMENTALS = [
  'fund-brief',
  'fund-performance',
  'fund-net-value',
  'fund-holdings',
  'fund-dividends',
  'fund-rating',
  'fund-splits',
  'fund-files',
  'fund-allocation',
] as const;

export const FUNDAMENTAL_OPERATIONS = [...STOCK_FUNDAMENTALS, ...FUND_FUNDAMENTALS] as const;
export const fundamentalOperationSchema = z.enum(FUNDAMENTAL_OPERATIONS);
export type FundamentalOperation = z.infer<typeof fundamentalOperationSchema>;
export type StockFundamental = (typeof STOCK_FUNDAMENTALS)[number];
export type FundFundamental = (typeof FUND_FUNDAMENTALS)[number];

/** How many rows a `count` may ask for, and the default (docs/protocol.md#fundamentals). */
export const COUNT_LIMITS = {
  'capital-flow': { min: 1, max: 5, default: 5 },
  indicators: { min: 1, max: 20, default: 5 },
  income: { min: 1, max: 20, default: 5 },
  'cash-flow': { min: 1, max: 20, default: 5 },
  'balance-sheet': { min: 1, max: 20, default: 5 },
  'fund-net-value': { min: 1, max: 20, default: 5 },
} as const satisfies Partial<Record<FundamentalOperation, { min: number; max: number; default: number }>>;

/** `GET /api/fundamentals/:operation` path parameter. */
export const fundamentalsParamsSchema = z.object({ operation: fundamentalOperationSchema });

/**
 * `GET /api/fundamentals/:operation?symbol=&...`: the extra parameters each operation takes.
 * Which extras an operation accepts is checked by the route against `COUNT_LIMITS` and the
 * operation (e.g. `type` only for statements and indicators); unknown extras are refused.
 */
export const fundamentalsQuerySchema = z.strictObject({
  symbol: symbolSchema,
  type: statementTypeSchema.optional(),
  count: z.coerce.number().int().min(1).max(20).optional(),
  sort_by: industrySortSchema.optional(),
  last_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'last_date is YYYY-MM-DD')
    .optional(),
  pagination_key: z.string().min(1).max(200).optional(),
  /** `secondary`: an answer that decorates another (the chart's markers), asked after what is on screen. */
  priority: z.enum(['secondary']).optional(),
});
export type FundamentalsQuery = z.infer<typeof fundamentalsQuerySchema>;

/** The `data` schema of every operation. */
export const FUNDAMENTAL_SCHEMAS = {
  'company-profile': companyProfileSchema,
  'analyst-target-price': analystTargetPriceSchema,
  'analyst-rating': analystRatingSchema,
  'forecast-eps': forecastEpsSchema,
  filings: filingsSchema,
  'earnings-calendar': earningsCalendarSchema,
  'dividend-calendar': dividendCalendarSchema,
  'capital-flow': capitalFlowSchema,
  'industry-comparison': industryComparisonSchema,
  indicators: indicatorsSchema,
  income: incomeSchema,
  'cash-flow': cashFlowSchema,
  'balance-sheet': balanceSheetSchema,
  'financial-alert': financialAlertSchema,
  'fund-brief': fundBriefSchema,
  'fund-performance': fundPerformanceSchema,
  'fund-net-value': fundNetValueSchema,
  'fund-holdings': fundHoldingsSchema,
  'fund-dividends': fundDividendsSchema,
  'fund-rating': fundRatingSchema,
  'fund-splits': fundSplitsSchema,
  'fund-files': fundFilesSchema,
  'fund-allocation': fundAllocationSchema,
} as const satisfies Record<FundamentalOperation, z.ZodType>;

export type FundamentalData<Op extends FundamentalOperation> = z.infer<(typeof FUNDAMENTAL_SCHEMAS)[Op]>;

/** The route's answer: the provider's `data` with when the BFF fetched it (ms). */
export function fundamentalsResponseSchema<Op extends FundamentalOperation>(operation: Op) {
  return z.object({
    symbol: z.string(),
    fetched_at: z.number().int(),
    data: FUNDAMENTAL_SCHEMAS[operation],
  });
}
export type FundamentalsResponse<Op extends FundamentalOperation> = {
  symbol: string;
  fetched_at: number;
  data: FundamentalData<Op>;
};

/** `GET /api/fundamentals-summary?symbols=A,B` (watchlist columns; at most 50 symbols). */
export const fundamentalsSummaryQuerySchema = z.object({
  symbols: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x.length > 0),
    )
    .pipe(z.array(symbolSchema).min(1, 'name at least one symbol').max(50, 'at most 50 symbols per request')),
});

/**
 * One row per symbol asked; null where the figure does not exist (e.g. an ETF has no target) or
 * could not be fetched yet. `incomplete` is true when some figure is missing only because the
 * rate budget or the broker could not serve it now: ask again later and it fills in.
 */
export const fundamentalsSummarySchema = z.array(
  z.object({
    symbol: z.string(),
    /** Annualised dividend / price, as a fraction (0.0123 = 1.23 %). */
    dividend_yield: decimalString.nullable(),
    next_earnings_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
    target_price_mean: decimalString.nullable(),
    incomplete: z.boolean().optional(),
  }),
);
export type FundamentalsSummary = z.infer<typeof fundamentalsSummarySchema>;

import { z } from 'zod';
import { decimalString } from './common';

// Fund (ETF) fundamentals' `data`, field names as the provider writes them (docs/protocol.md#fundamentals,
// fund rows). Figures may be absent or null; dates that rows are keyed on are required.
const num = decimalString.nullish();
const text = z.string().nullish();

export const fundBriefSchema = z.object({
  name: text,
  launch_date: text,
  benchmark: text,
  investment_objective: text,
  aum: num,
  issuer: text,
  custodian: text,
  managers: z
    .array(
      z.object({
        name: z.string(),
        start_date: text,
        end_date: text,
        is_incumbent: z.number().int().nullish(),
        tenure_return: num,
        title: text,
        tenure_years: num,
        tenure_days: z.number().int().nullish(),
      }),
    )
    .nullish(),
});

/** Returns are fractions as text (0.0512 = 5.12 %), periods the provider names. */
export const fundPerformanceSchema = z.object({
  currency: text,
  end_date: text,
  return_1m: num,
  return_3m: num,
  return_6m: num,
  return_1y: num,
  return_3y: num,
  return_5y: num,
  return_10y: num,
  return_si: num,
});

/** Newest first, at most `count` trading days up to `last_date`. */
export const fundNetValueSchema = z.array(z.object({ date: z.string(), currency: text, net_value: num }));

/** Top holdings; `share_held_pct` is a percentage of the fund (all rows sum to at most 100). */
export const fundHoldingsSchema = z.array(
  z.object({
    target_symbol: z.string(),
    stock_name: text,
    share_held_pct: num,
    share_held_chg_pct: num,
    maturity_date: text,
    update_time: text,
  }),
);

/** One page, newest first; `pagination_key` absent on the last page. */
export const fundDividendsSchema = z.object({
  data: z.array(z.object({ share_date: z.string(), publish_date: text, pay_date: text, record_date: text, dps: num })),
  pagination_key: z.string().nullish(),
});

/** `rating_cycle` 0 = since inception, 3/5/10 years; `rating_results` 1 (low) .. 5 (high). */
export const fundRatingSchema = z.array(
  z.object({
    rating_date: text,
    rating_agency: text,
    rating_cycle: z.string(),
    rating_results: z.number().int().min(1).max(5).nullish(),
  }),
);

export const fundSplitsSchema = z.array(
  z.object({
    split_date: z.string(),
    split_type: text,
    split_ratio: text,
    from: z.number().nullish(),
    to: z.number().nullish(),
  }),
);

/** `type` is the provider's document code (1 prospectus, 4 annual report, 52 factsheet...). */
export const fundFilesSchema = z.array(
  z.object({ publish_date: text, url: text, type: z.number().int().nullish(), file_name: text }),
);

const assetShare = z.object({ value: num, ratio: num }).nullish();

/** `ratio` is a fraction of `aum` as text; the six classes sum to 1. */
export const fundAllocationSchema = z.array(
  z.object({
    date: z.string(),
    aum: num,
    cash: assetShare,
    bond: assetShare,
    stock: assetShare,
    preferred: assetShare,
    convertible: assetShare,
    other: assetShare,
  }),
);

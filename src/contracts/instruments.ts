import { z } from 'zod';
import { categorySchema } from './common';

/** One row of `GET /api/instruments/search?q=...&limit=...` (best matches first). */
export const instrumentSummarySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange_code: z.string(),
  category: categorySchema,
  instrument_id: z.string(),
});
export const instrumentSearchResultSchema = z.array(instrumentSummarySchema);
export type InstrumentSummary = z.infer<typeof instrumentSummarySchema>;

export const instrumentSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'type at least one character').max(40),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/**
 * `GET /api/instruments/:symbol/trading`: what the order ticket checks before it sends.
 * Margin requirements are fractions of the position's value (`0.25` = 25 %).
 */
export const instrumentTradingSchema = z.object({
  symbol: z.string(),
  tradable: z.boolean(),
  fractionable: z.boolean(),
  shortable: z.boolean(),
  overnight: z.boolean(),
  margin_requirement_long: z.string().optional(),
  margin_requirement_short: z.string().optional(),
});
export type InstrumentTrading = z.infer<typeof instrumentTradingSchema>;

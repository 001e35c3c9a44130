import { z } from 'zod';

/** A decimal kept as text end to end; arithmetic on it uses a decimal library, never floats. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text');

/** Upper-case ticker, as the provider writes it (e.g. `BRK.B`). */
export const symbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9.-]{0,9}$/, 'a ticker symbol is 1-10 letters, digits, dots or dashes');

export const categorySchema = z.enum(['US_STOCK', 'US_ETF']);
export type Category = z.infer<typeof categorySchema>;

/** Every bar interval the provider accepts for stocks: docs/protocol.md#market-data. */
export const TIMESPANS = ['M1', 'M5', 'M15', 'M30', 'M60', 'M120', 'M240', 'D', 'W', 'M', 'Y'] as const;
export const timespanSchema = z.enum(TIMESPANS);
export type Timespan = z.infer<typeof timespanSchema>;

/**
 * The body of a write that takes none (`DELETE /api/layout`, `POST /api/token/renew`): nothing,
 * or `{}`. Like every write body it is strict, so a field sent to it is refused by name rather
 * than ignored (docs/trading.md#bodies-exactly-as-written).
 */
export const noBodySchema = z.strictObject({}).optional();

/** The body of every error the BFF returns. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

import { z } from 'zod';

/**
 * `GET /api/clock-skew`: how far the broker's clock is from the BFF's, measured from the `Date`
 * header of its answers (docs/protocol.md#clock-and-nonce).
 */
export const clockSkewSchema = z.object({
  /** Broker's clock minus the BFF's (ms); null before the first answer with a `Date` header. */
  offset_ms: z.number().int().nullable(),
  /** BFF wall time (ms) of the answer the offset was measured from; null before the first. */
  measured_at: z.number().int().nullable(),
  /** True while requests are signed with the broker's time instead of the BFF's clock. */
  corrected: z.boolean(),
});
export type ClockSkew = z.infer<typeof clockSkewSchema>;

/**
 * From this offset on, requests are signed with the broker's time and the screen says so. Far
 * inside the provider's 300 s window, far above the second-precision error of a `Date` header.
 */
export const CLOCK_SKEW_CORRECTION_MS = 30_000;

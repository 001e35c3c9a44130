import { z } from 'zod';

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * A duration written as a whole number and a unit, `30s`, `90m`, `12h` or `7d` (hours and
 * days read better than milliseconds for session lifetimes); blank means `fallbackMs`.
 */
export function durationSpec(fallbackMs: number, minMs: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallbackMs;
      const match = /^([1-9]\d*)\s*([smhd])$/.exec(value);
      const amount = Number(match?.[1]);
      const unit = match?.[2];
      if (unit !== 's' && unit !== 'm' && unit !== 'h' && unit !== 'd') {
        context.addIssue({
          code: 'custom',
          message: 'expected a whole number and a unit (s, m, h, d), e.g. 12h or 7d',
        });
        return z.NEVER;
      }
      const ms = amount * UNIT_MS[unit];
      if (ms < minMs) {
        context.addIssue({ code: 'custom', message: `must be at least ${String(minMs / 1_000)} s` });
        return z.NEVER;
      }
      return ms;
    });
}

import { z } from 'zod';

/** A decimal the provider sends as text (sometimes as a JSON number): kept as text. */
export const upDecimal = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal'));

/** Milliseconds since the epoch, as an integer or numeric text. */
export const upMillis = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform((value) => Number(value))
  .pipe(z.number().int());

/** A bar's `time`: ISO text such as `2024-05-01T13:30:00.000+0000`, or ms. */
export const upBarTime = z.union([
  upMillis,
  z
    .string()
    .transform((text) => Date.parse(text))
    .pipe(z.number({ message: 'bar time is not a date' }).int()),
]);

/** Counts (volume, sizes) as text. */
export const upCount = z.union([z.string(), z.number()]).transform((value) => String(value));

import Big from 'big.js';

/**
 * The first screen's decimals (parse, compare, format, the quotients of a sort key or a depth
 * bar): big.js, 3 kB, where decimal.js would cost 11 kB of the first screen's budget
 * (docs/decisions/0056-the-first-screen-formats-decimals-with-bigjs.md). Its own constructor, so the
 * settings below reach no other user of big.js, and big.js's settings made elsewhere not this.
 */
export const DisplayDecimal = Big();
/** Half away from zero, decimal.js's default and what the page has always shown. */
DisplayDecimal.RM = Big.roundHalfUp;
/** Fraction digits a quotient keeps (a ratio of prices or sizes, never shown to that depth). */
DisplayDecimal.DP = 20;

export type DisplayDecimal = Big;

/** The value, or undefined for text that is not a finite decimal (the page shows it as it came). */
export function parseDisplayDecimal(value: string): DisplayDecimal | undefined {
  try {
    return new DisplayDecimal(value);
  } catch {
    return undefined;
  }
}

/** Fraction digits without trailing zeros (`1.50` has 1); big.js keeps no trailing zeros. */
export function decimalPlaces(value: DisplayDecimal): number {
  return Math.max(0, value.c.length - value.e - 1);
}

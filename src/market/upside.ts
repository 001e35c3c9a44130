import Big from 'big.js';

// big.js, as the watchlist's first screen formats with it (docs/decisions/0056-the-first-screen-formats-decimals-with-bigjs.md);
// a constructor of its own, so these settings reach no other user of big.js.
const Quotient = Big();
Quotient.DP = 6;
Quotient.RM = Big.roundHalfUp;

/**
 * How far the mean analyst target is above (or below) the price, as a fraction to six places
 * (mean / price - 1: `"0.15"` is 15 % upside). Undefined without both figures, at a zero price,
 * or for text that is not a decimal.
 */
export function targetUpside(mean: string | null | undefined, price: string | null | undefined): string | undefined {
  if (mean === null || mean === undefined || mean === '' || price === null || price === undefined || price === '')
    return undefined;
  try {
    const last = new Quotient(price);
    return last.eq(0) ? undefined : new Quotient(mean).div(last).minus(1).toString();
  } catch {
    return undefined;
  }
}

// big.js, not decimal.js, so the first screen formats without decimal.js's 11 kB
// (docs/decisions/0056-the-first-screen-formats-decimals-with-bigjs.md).
import { decimalPlaces, parseDisplayDecimal as toDecimal } from './display-decimal';

/** Direction of a signed amount, for colouring. */
export type Direction = 'up' | 'down' | 'flat';

function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [whole = '0', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * Formats a price kept as a decimal string, exactly (no floats): at least 2 and at most
 * `maxDigits` fraction digits, with thousands separators. `"1234.5"` -> `"1,234.50"`.
 */
export function formatPrice(value: string, maxDigits = 4): string {
  const decimal = toDecimal(value);
  if (decimal === undefined) return value;
  const digits = Math.min(maxDigits, Math.max(2, decimalPlaces(decimal)));
  return groupThousands(decimal.toFixed(digits));
}

/** A signed amount with an explicit `+` for gains: `"1.5"` -> `"+1.50"`. */
export function formatSignedPrice(value: string): string {
  const decimal = toDecimal(value);
  if (decimal === undefined) return value;
  const text = formatPrice(decimal.toString());
  return decimal.gt(0) ? `+${text}` : text;
}

/** A ratio as a signed percentage: `"0.01234"` -> `"+1.23%"`. */
export function formatRatioAsPercent(ratio: string): string {
  const decimal = toDecimal(ratio);
  if (decimal === undefined) return ratio;
  const percent = decimal.times(100).toFixed(2);
  return `${decimal.gt(0) ? '+' : ''}${groupThousands(percent)}%`;
}

/** A rate or yield as an unsigned percentage: `"0.01234"` -> `"1.23%"` (a level, not a change). */
export function formatRateAsPercent(ratio: string): string {
  const decimal = toDecimal(ratio);
  if (decimal === undefined) return ratio;
  return `${groupThousands(decimal.times(100).toFixed(2))}%`;
}

/** A share count or volume, compact for large values: `"12345678"` -> `"12.35M"`. */
export function formatVolume(value: string): string {
  const decimal = toDecimal(value);
  if (decimal === undefined) return value;
  const units: [number, string][] = [
    [12, 'T'],
    [9, 'B'],
    [6, 'M'],
    [3, 'K'],
  ];
  for (const [power, suffix] of units) {
    // Scaled by a product with 1e-power, which is exact, so the value is rounded once, to 2 digits.
    if (decimal.abs().gte(`1e${power}`)) return `${decimal.times(`1e-${power}`).toFixed(2)}${suffix}`;
  }
  return groupThousands(decimal.toFixed(0));
}

/** Whether a signed decimal string is a gain, a loss or neither. */
export function directionOf(value: string): Direction {
  const decimal = toDecimal(value);
  if (decimal === undefined || decimal.eq(0)) return 'flat';
  return decimal.gt(0) ? 'up' : 'down';
}

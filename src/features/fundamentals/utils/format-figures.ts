import Decimal from 'decimal.js';
import { formatPrice, formatVolume } from '@src/lib/format-decimal';

/** Shown where the provider gave no figure. */
export const NO_FIGURE = '—';

function toDecimal(value: string): Decimal | undefined {
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    return undefined;
  }
}

/** A per-share or price figure: `"1.5"` -> `"1.50"`; missing -> `—`. */
export function formatFigure(value: string | null | undefined): string {
  return value === null || value === undefined ? NO_FIGURE : formatPrice(value);
}

/** A large amount (revenue, assets, flows) compactly: `"391035000000"` -> `"391.04B"`. */
export function formatAmount(value: string | null | undefined): string {
  return value === null || value === undefined ? NO_FIGURE : formatVolume(value);
}

/** A fraction as an unsigned percentage: `"0.0123"` -> `"1.23%"`. */
export function formatFraction(value: string | null | undefined): string {
  if (value === null || value === undefined) return NO_FIGURE;
  const decimal = toDecimal(value);
  return decimal === undefined ? value : `${decimal.times(100).toFixed(2)}%`;
}

/** A figure already in percent: `"6.5"` -> `"6.50%"`. */
export function formatPercentFigure(value: string | null | undefined): string {
  if (value === null || value === undefined) return NO_FIGURE;
  const decimal = toDecimal(value);
  return decimal === undefined ? value : `${decimal.toFixed(2)}%`;
}

/** `(2025, 3)` -> `"Q3 2025"`; period 0 is the full fiscal year: `"FY 2025"`. */
export function fiscalLabel(year: number, period: number): string {
  return period === 0 ? `FY ${year}` : `Q${period} ${year}`;
}

/** The provider's `YYYYMMDD` -> `YYYY-MM-DD`; anything else unchanged. */
export function isoFromCompact(date: string): string {
  return /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` : date;
}

/** A signed large amount with `+` for inflows: `"1500000"` -> `"+1.50M"`. */
export function formatSignedAmount(value: string): string {
  const decimal = toDecimal(value);
  if (decimal === undefined) return value;
  return `${decimal.greaterThan(0) ? '+' : ''}${formatVolume(value)}`;
}

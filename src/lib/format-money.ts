import Decimal from 'decimal.js';
import { formatPrice } from './format-decimal';

/**
 * An amount of US dollars as a trader reads it, exactly: `"988150"` -> `"$988,150.00"`,
 * `"-5.5"` -> `"-$5.50"`. Cents always, never more digits. A file of its own, beside
 * `format-decimal.ts`: only the trading screens (lazy) use it, so it stays off the first screen.
 */
export function formatMoney(value: string): string {
  let decimal: Decimal;
  try {
    decimal = new Decimal(value);
  } catch {
    return value;
  }
  if (!decimal.isFinite()) return value;
  const text = formatPrice(decimal.abs().toFixed(2), 2);
  return decimal.isNegative() && text !== '0.00' ? `-$${text}` : `$${text}`;
}

import Decimal from 'decimal.js';

/**
 * A number the trader typed, as a decimal: digits with an optional fraction, thousands commas
 * allowed (`1,000.5`). Undefined for anything else, including signs and exponents.
 */
export function parseDecimalInput(text: string): Decimal | undefined {
  const plain = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(plain)) return undefined;
  return new Decimal(plain);
}

/** Decimal text the contracts accept: no exponent, no trailing dot (`"190.5"`). */
export function decimalText(value: Decimal): string {
  return value.toFixed();
}

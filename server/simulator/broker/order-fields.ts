import Decimal from 'decimal.js';
import { illegalParameter } from '../http/api-error';
import { businessError } from '../watchlists/watchlist-errors';

/**
 * Field readers for order bodies (docs/protocol.md#orders). A missing, mistyped or unknown value
 * is 400 ILLEGAL_PARAMETER naming the field; rules about a well-formed value are 417 (refuse()).
 */

export const refuse = businessError;

export function readText(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw illegalParameter(name, 'must be text');
  return value.trim();
}

export function requireText(name: string, value: unknown): string {
  const text = readText(name, value);
  if (text === undefined || text === '') throw illegalParameter(name, 'is required');
  return text;
}

export function readEnum<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  const text = readText(name, value);
  if (text === undefined) return undefined;
  const upper = text.toUpperCase();
  const found = allowed.find((a) => a === upper);
  if (found === undefined) throw illegalParameter(name, `must be one of ${allowed.join(', ')} (got ${text})`);
  return found;
}

export function requireEnum<T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  const found = readEnum(name, value, allowed);
  if (found === undefined) throw illegalParameter(name, 'is required');
  return found;
}

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/** A positive decimal given as text (or a JSON number), returned in its canonical text form. */
export function readPositiveDecimal(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text.trim()))
    throw illegalParameter(name, 'must be a positive decimal number as text, e.g. "10.5"');
  const decimal = new Decimal(text.trim());
  if (decimal.lte(0)) throw illegalParameter(name, 'must be greater than 0');
  return decimal.toString();
}

export function decimalPlaces(text: string): number {
  return new Decimal(text).decimalPlaces();
}

/** US equity price grid: 0.01 at or above 1.00, 0.0001 below. */
export function checkTickSize(name: string, price: string): void {
  const value = new Decimal(price);
  const places = value.gte(1) ? 2 : 4;
  if (value.decimalPlaces() > places) {
    throw refuse(name, `${price} is not on the price grid (${value.gte(1) ? '0.01' : '0.0001'} steps at this price)`);
  }
}

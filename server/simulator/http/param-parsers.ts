import { z } from 'zod';
import type { MarketCategory, SimTimespan } from '../market/types';
import { ApiError, illegalParameter } from './api-error';

const CATEGORIES = ['US_STOCK', 'US_ETF'] as const satisfies readonly MarketCategory[];
const TIMESPANS = [
  'M1',
  'M5',
  'M15',
  'M30',
  'M60',
  'M120',
  'M240',
  'D',
  'W',
  'M',
  'Y',
] as const satisfies readonly SimTimespan[];

export function requireParam(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw illegalParameter(name, 'is required');
  return value.trim();
}

export function parseCategory(value: string, allowed: readonly MarketCategory[] = CATEGORIES): MarketCategory {
  const parsed = z.enum(CATEGORIES).safeParse(value);
  if (!parsed.success || !allowed.includes(parsed.data)) {
    throw new ApiError(400, 'UNSUPPORTED_CATEGORY', `Category ${value} is not supported; use ${allowed.join(' or ')}.`);
  }
  return parsed.data;
}

export function parseTimespan(value: string): SimTimespan {
  const parsed = z.enum(TIMESPANS).safeParse(value);
  if (!parsed.success) {
    throw new ApiError(
      400,
      'UNSUPPORTED_TIMESPAN',
      `Timespan ${value} is not supported for stocks; use one of ${TIMESPANS.join(', ')}.`,
    );
  }
  return parsed.data;
}

/** A comma-separated symbol list (or an array from a JSON body) of 1..max symbols. */
export function parseSymbolList(name: string, value: string | readonly string[], max: number): string[] {
  const symbols = (typeof value === 'string' ? value.split(',') : [...value]).map((s) => s.trim().toUpperCase());
  if (symbols.length === 0 || symbols.some((s) => s === ''))
    throw illegalParameter(name, 'must list symbols without empty entries');
  if (symbols.length > max) {
    throw new ApiError(
      400,
      'TOO_MANY_SYMBOLS',
      `Too many symbols: ${String(symbols.length)} given, at most ${String(max)} allowed.`,
    );
  }
  return symbols;
}

const integerText = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** An integer parameter (number or numeric text) within [min, max], or the default when absent. */
export function parseIntegerParam(
  name: string,
  value: unknown,
  range: { min: number; max: number; fallback?: number },
): number {
  if ((value === undefined || value === '' || value === null) && range.fallback !== undefined) return range.fallback;
  if (value === undefined || value === '' || value === null) throw illegalParameter(name, 'is required');
  const parsed = integerText.safeParse(value);
  if (!parsed.success) throw illegalParameter(name, 'must be an integer');
  if (parsed.data < range.min || parsed.data > range.max) {
    throw illegalParameter(name, `must be between ${String(range.min)} and ${String(range.max)}`);
  }
  return parsed.data;
}

/** Optional millisecond timestamp (number or numeric text). */
export function parseOptionalMs(name: string, value: unknown): number | undefined {
  if (value === undefined || value === '' || value === null) return undefined;
  return parseIntegerParam(name, value, { min: 0, max: Number.MAX_SAFE_INTEGER });
}

/** `true`/`false` in any letter case (the Python SDK sends `True`/`False`), or a JSON boolean. */
export function parseBooleanParam(name: string, value: unknown): boolean {
  if (value === undefined || value === '' || value === null) return false;
  if (typeof value === 'boolean') return value;
  const parsed = z.enum(['true', 'false']).safeParse(typeof value === 'string' ? value.toLowerCase() : value);
  if (!parsed.success) throw illegalParameter(name, 'must be true or false');
  return parsed.data === 'true';
}

const SESSIONS = z.enum(['PRE', 'RTH', 'ATH', 'OVN']);

/**
 * `trading_sessions` of bars and ticks: a subset of PRE,RTH,ATH,OVN (text or JSON array);
 * undefined when absent or empty. Bars keep to it (regular hours when absent); ticks validate it.
 */
export function parseSessions(value: unknown): ReadonlySet<z.infer<typeof SESSIONS>> | undefined {
  if (value === undefined || value === '') return undefined;
  const list = typeof value === 'string' ? value.split(',') : z.array(z.string()).safeParse(value).data;
  const sessions = list?.map((s) => SESSIONS.safeParse(s.trim()).data);
  if (sessions === undefined || sessions.some((s) => s === undefined)) {
    throw illegalParameter('trading_sessions', 'must be a subset of PRE,RTH,ATH,OVN');
  }
  return new Set(sessions.filter((s) => s !== undefined));
}

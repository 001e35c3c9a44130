import { z } from 'zod';
import type { Market } from '@server/simulator/market/market';
import { WATCHLIST_LIMITS } from '@server/simulator/watchlists/limits';
import { ApiError, illegalParameter } from '../api-error';
import { parseCategory, parseIntegerParam } from '../param-parsers';

/** Body and query parsing of the watchlist operations (docs/protocol.md#watchlists), naming the bad parameter. */

const objectBody = z.record(z.string(), z.unknown());

export function requireBody(body: unknown): Record<string, unknown> {
  if (body === undefined) throw illegalParameter('body', 'is required');
  const parsed = objectBody.safeParse(body);
  if (!parsed.success || Array.isArray(body)) throw illegalParameter('body', 'must be a JSON object');
  return parsed.data;
}

export function requireId(name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') throw illegalParameter(name, 'is required');
  if (typeof value !== 'string' && typeof value !== 'number') throw illegalParameter(name, 'must be text');
  return String(value).trim();
}

/** A name of 1..40 characters after trimming. */
export function parseName(value: unknown, required: boolean): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw illegalParameter('name', 'is required');
    return undefined;
  }
  if (typeof value !== 'string') throw illegalParameter('name', 'must be text');
  const name = value.trim();
  if (name === '') throw illegalParameter('name', 'must not be empty');
  if (name.length > WATCHLIST_LIMITS.nameLength)
    throw illegalParameter('name', `must be at most ${String(WATCHLIST_LIMITS.nameLength)} characters`);
  return name;
}

export function parseSort(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  return parseIntegerParam(name, value, { min: 0, max: WATCHLIST_LIMITS.maxSort });
}

export interface ParsedInstrument {
  symbol: string;
  sort: number | undefined;
}

/**
 * `instruments: [{symbol, category, sort?}]` of 1..100 entries. Category is US_STOCK for any US
 * instrument (the watchlist pages list US_STOCK and HK_STOCK; ETFs may also be sent as US_ETF);
 * unknown symbols are rejected together, naming them all, like the market-data calls.
 */
export function parseInstruments(value: unknown, market: Market): ParsedInstrument[] {
  if (value === undefined || value === null) throw illegalParameter('instruments', 'is required');
  if (!Array.isArray(value) || value.length === 0) throw illegalParameter('instruments', 'must be a non-empty array');
  if (value.length > WATCHLIST_LIMITS.perCall)
    throw illegalParameter('instruments', `must list at most ${String(WATCHLIST_LIMITS.perCall)} entries`);
  const items = value.map((raw: unknown, index) => {
    const item = objectBody.safeParse(raw);
    if (!item.success) throw illegalParameter(`instruments[${String(index)}]`, 'must be an object');
    const symbol = item.data.symbol;
    if (typeof symbol !== 'string' || symbol.trim() === '')
      throw illegalParameter(`instruments[${String(index)}].symbol`, 'is required');
    const category = item.data.category;
    if (typeof category !== 'string' || category === '')
      throw illegalParameter(`instruments[${String(index)}].category`, 'is required');
    return {
      symbol: symbol.trim().toUpperCase(),
      category: parseCategory(category),
      sort: parseSort(`instruments[${String(index)}].sort`, item.data.sort),
    };
  });
  const unknown = items.filter(({ symbol, category }) => {
    const instrument = market.instrument(symbol);
    return instrument === undefined || (category === 'US_ETF' && instrument.category !== 'US_ETF');
  });
  if (unknown.length > 0) {
    throw new ApiError(400, 'INVALID_SYMBOL', `Invalid symbol: ${unknown.map((i) => i.symbol).join(', ')}.`);
  }
  return items.map(({ symbol, sort }) => ({ symbol, sort }));
}

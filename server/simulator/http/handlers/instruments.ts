import { z } from 'zod';
import type { SimInstrument } from '@server/simulator/market/types';
import { illegalParameter } from '../api-error';
import type { HandlerContext } from '../handler-context';
import { parseCategory, parseIntegerParam, parseSymbolList, requireParam } from '../param-parsers';
import { refuseOtherPaging } from '../paging-spelling';

const PAGE_SIZE = 100;

// Filter values of docs/protocol.md#instruments. Every simulated instrument is tradable (OC), so asking
// for CO or NT lists nothing; the other sub-categories have no simulated members.
const STATUSES = z.enum(['OC', 'CO', 'NT']);
const SUB_CATEGORIES = z.enum(['COMMON_STOCK', 'ETF', 'PREFERRED_STOCK', 'WARRANT', 'UNITS', 'RIGHT']);

function parseFilter<T extends string>(
  name: string,
  value: string | undefined,
  values: z.ZodEnum<Record<T, T>>,
): T | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = values.safeParse(value);
  if (!parsed.success) throw illegalParameter(name, `must be one of ${values.options.join(', ')}`);
  return parsed.data;
}

/**
 * Stock instruments (docs/protocol.md#instruments). Gen 3 pages with an opaque `pagination_key` (absent on
 * the last page); gen 2 returns a bare array paged by `page_size` and `last_instrument_id`. Each
 * refuses the other's paging words (docs/protocol.md#paged-lists).
 * Unknown symbols in `symbols` are left out, as a filter would.
 */
export function listInstruments(context: HandlerContext) {
  const { params, market, generation } = context;
  refuseOtherPaging(context, ['page_size', 'last_instrument_id']);
  parseCategory(requireParam('category', params.category), ['US_STOCK']);
  const wanted = params.symbols === undefined ? null : new Set(parseSymbolList('symbols', params.symbols, 100));
  const status = parseFilter('status', params.status, STATUSES);
  const subCategory = parseFilter('sub_category', params.sub_category, SUB_CATEGORIES);
  const all = market
    .instruments()
    .filter(
      (i) =>
        (wanted === null || wanted.has(i.symbol)) &&
        (status === undefined || status === 'OC') &&
        (subCategory === undefined || i.sub_category === subCategory),
    );
  if (generation === 'gen2') {
    const size = parseIntegerParam('page_size', params.page_size, { min: 1, max: 1000, fallback: PAGE_SIZE });
    const after = params.last_instrument_id;
    const found = after === undefined || after === '' ? -1 : all.findIndex((i) => i.instrument_id === after);
    // Restarting from the top on a cursor it does not know would make a paging client loop forever.
    if (after !== undefined && after !== '' && found === -1)
      throw illegalParameter('last_instrument_id', 'is not an instrument of this list');
    return all.slice(found + 1, found + 1 + size).map(toWire);
  }
  const key = params.pagination_key;
  const start = key === undefined || key === '' ? 0 : all.findIndex((i) => i.symbol > decodeKey(key));
  const page = start === -1 ? [] : all.slice(start, start + PAGE_SIZE);
  const last = page.at(-1);
  const more = last !== undefined && all.at(-1) !== last;
  return { data: page.map(toWire), ...(more ? { pagination_key: encodeKey(last.symbol) } : {}) };
}

function encodeKey(symbol: string): string {
  return Buffer.from(symbol, 'utf8').toString('base64url');
}

function decodeKey(key: string): string {
  return Buffer.from(key, 'base64url').toString('utf8');
}

function toWire(instrument: SimInstrument) {
  return {
    name: instrument.name,
    instrument_id: instrument.instrument_id,
    exchange_code: instrument.exchange_code,
    // The instrument list speaks US_STOCK for every US equity; sub_category tells ETFs apart.
    category: 'US_STOCK',
    symbol: instrument.symbol,
    status: 'OC',
    shortable: instrument.shortable,
    fractionable: instrument.fractionable,
    marginable: instrument.marginable,
    overnight_trading_supported: instrument.overnight_trading_supported,
    margin_requirement_long: instrument.margin_requirement_long,
    margin_requirement_short: instrument.margin_requirement_short,
    intraday_margin_long: instrument.intraday_margin_long,
    intraday_margin_short: instrument.intraday_margin_short,
    maintenance_margin_long: instrument.maintenance_margin_long,
    maintenance_margin_short: instrument.maintenance_margin_short,
    easy_to_borrow: instrument.easy_to_borrow,
    lot_size: instrument.lot_size,
    currency: instrument.currency,
    sub_category: instrument.sub_category,
    etf_leveraged_flag: false,
    crypto_etf: false,
  };
}

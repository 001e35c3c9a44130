import type { InstrumentSummary } from '@contracts/instruments';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import {
  upstreamInstrumentArraySchema,
  upstreamInstrumentPageSchema,
  type UpstreamInstrument,
} from './upstream-instrument';

/** Page size asked of gen 2 (gen 3 pages by 100 on its own): docs/protocol.md#instruments. */
export const INSTRUMENT_PAGE_SIZE = 100;

export interface InstrumentPage {
  instruments: InstrumentSummary[];
  /** Where the next page starts; null after the last page. */
  next: string | null;
}

/**
 * One page of the US_STOCK listing after `cursor` (null = the first page), in either path
 * generation: gen 3 `{data, pagination_key}` (no key on the last page), gen 2 a bare array paged
 * by `last_instrument_id` (a short page is the last).
 */
export async function fetchInstrumentPage(
  client: UpstreamClient,
  generation: 'v2' | 'v3',
  cursor: string | null,
  beforeRetry: () => Promise<void>,
): Promise<InstrumentPage> {
  const query: [string, string][] = [['category', 'US_STOCK']];
  if (generation === 'v3') {
    if (cursor !== null) query.push(['pagination_key', cursor]);
    const page = parseUpstream(
      upstreamInstrumentPageSchema,
      await client.call('listInstruments', { query, beforeRetry }),
      'instrument list',
    );
    const key = page.pagination_key ?? null;
    const last = key === null || key === '' || page.data.length === 0;
    return { instruments: page.data.map(toSummary), next: last ? null : key };
  }
  query.push(['page_size', String(INSTRUMENT_PAGE_SIZE)]);
  if (cursor !== null) query.push(['last_instrument_id', cursor]);
  const rows = parseUpstream(
    upstreamInstrumentArraySchema,
    await client.call('listInstruments', { query, beforeRetry }),
    'instrument list',
  );
  const next = rows.length < INSTRUMENT_PAGE_SIZE ? null : (rows.at(-1)?.instrument_id ?? null);
  return { instruments: rows.map(toSummary), next };
}

/**
 * The instruments among `symbols` (at most 100), by one `symbols=` call in either generation.
 * Symbols the upstream does not know are simply absent from the answer.
 */
export async function fetchInstrumentsBySymbol(
  client: UpstreamClient,
  generation: 'v2' | 'v3',
  symbols: readonly string[],
  beforeRetry: () => Promise<void>,
): Promise<InstrumentSummary[]> {
  const query: [string, string][] = [
    ['category', 'US_STOCK'],
    ['symbols', symbols.join(',')],
  ];
  // Gen 2 pages even a filtered list; one page must hold every symbol asked.
  if (generation === 'v2') query.push(['page_size', String(INSTRUMENT_PAGE_SIZE)]);
  const json = await client.call('listInstruments', { query, beforeRetry });
  const rows =
    generation === 'v3'
      ? parseUpstream(upstreamInstrumentPageSchema, json, 'instrument lookup').data
      : parseUpstream(upstreamInstrumentArraySchema, json, 'instrument lookup');
  return rows.map(toSummary);
}

function toSummary(instrument: UpstreamInstrument): InstrumentSummary {
  return {
    symbol: instrument.symbol.toUpperCase(),
    name: instrument.name,
    exchange_code: instrument.exchange_code,
    instrument_id: instrument.instrument_id,
    // Market data wants US_ETF for ETFs although the listing files them under US_STOCK.
    category: instrument.sub_category === 'ETF' ? 'US_ETF' : 'US_STOCK',
  };
}

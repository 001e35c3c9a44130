import type { InstrumentSummary } from '@contracts/instruments';
import type { InstrumentCatalog } from './instrument-catalog';
import type { SymbolLookup } from './symbol-lookup';

// The shape of a ticker (as in src/contracts' symbol schema): worth one exact lookup.
const TICKER = /^[A-Z][A-Z0-9.-]{0,9}$/;

/**
 * Search answers from the catalogue pages loaded so far, never waiting for the whole listing. A
 * query shaped like a ticker is also looked up exactly (one `symbols=` call, or none when cached),
 * so `AAPL` is found long before its catalogue page arrives. Only when no page has arrived yet
 * and the exact lookup found nothing does it wait, for the first page (one call), rather than
 * answer "nothing matches" from an empty listing.
 */
export async function searchInstruments(
  deps: { catalog: InstrumentCatalog; lookup: SymbolLookup },
  query: string,
  limit: number,
): Promise<InstrumentSummary[]> {
  const q = query.trim().toUpperCase();
  deps.catalog.warm();
  let match: InstrumentSummary | null = null;
  let lookupError: unknown = null;
  if (TICKER.test(q)) {
    try {
      match = await deps.lookup.find(q);
    } catch (error) {
      // The listing may still answer; the error matters only if it cannot either.
      lookupError = error;
    }
  }
  if (match === null) {
    try {
      await deps.catalog.firstPage();
    } catch (error) {
      throw lookupError ?? error;
    }
  }
  const hits = deps.catalog.loaded().index.search(q, limit);
  if (match === null || hits.some((i) => i.symbol === match.symbol)) return hits;
  return [match, ...hits].slice(0, limit);
}

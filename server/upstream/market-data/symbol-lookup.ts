import type { Category } from '@contracts/common';
import type { InstrumentSummary } from '@contracts/instruments';
import { createBatcher } from '../client/batcher';
import type { UpstreamClient } from '../client/http-client';
import { CATALOG_TTL_MS, type InstrumentCatalog } from './instrument-catalog';
import { fetchInstrumentsBySymbol } from './instrument-pages';
import type { Scheduler } from '../client/scheduler';
import type { SymbolDirectory } from './symbol-directory';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';
import { UnknownSymbolError, UpstreamHttpError } from '../client/upstream-errors';

/** A symbol the broker did not list is asked again after this long (a typo polled every 2 s costs one call a minute). */
export const NOT_FOUND_TTL_MS = 60_000;
// Provider cap on `symbols` per instrument call: docs/protocol.md#instruments.
const SYMBOLS_PER_CALL = 100;

/** Finds instruments by symbol without waiting for the whole catalogue. */
export interface SymbolLookup extends SymbolDirectory {
  /** The instrument, or null when the broker does not list it. */
  find(symbol: string): Promise<InstrumentSummary | null>;
}

/**
 * Answers from the catalogue when it has the symbol (or is whole and lacks it); otherwise asks
 * the instruments endpoint with `symbols=`, one call for every symbol asked while it waited for
 * its slot (up to 100), and remembers each answer: found for CATALOG_TTL_MS, not found for
 * NOT_FOUND_TTL_MS.
 */
export function createSymbolLookup(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  clock: Clock;
  generation: 'v2' | 'v3';
  catalog: InstrumentCatalog;
}): SymbolLookup {
  const answers = new TtlCache<InstrumentSummary | null>(CATALOG_TTL_MS, 20_000);
  const batcher = createBatcher<InstrumentSummary>({
    maxItems: SYMBOLS_PER_CALL,
    run: (_batchKey, priority, take) =>
      deps.scheduler.run({ group: 'instruments', priority }, async (beforeRetry) => {
        const asked = take();
        const found = new Map<string, InstrumentSummary>();
        if (asked.length === 0) return found;
        for (const instrument of await fetchInstrumentsBySymbol(deps.client, deps.generation, asked, beforeRetry))
          found.set(instrument.symbol, instrument);
        const now = deps.clock.now();
        for (const symbol of asked) answers.set(symbol, found.get(symbol) ?? null, now);
        return found;
      }),
  });

  async function ask(symbol: string): Promise<InstrumentSummary | null> {
    try {
      return (await batcher.load('batch', symbol, 'interactive')) ?? null;
    } catch (error) {
      // A broker that rejects the whole list for one unknown symbol: ask for each one alone.
      if (!(error instanceof UpstreamHttpError && error.errorCode === 'INVALID_SYMBOL')) throw error;
      try {
        return (await batcher.load(`alone|${symbol}`, symbol, 'interactive')) ?? null;
      } catch (alone) {
        if (!(alone instanceof UpstreamHttpError && alone.errorCode === 'INVALID_SYMBOL')) throw alone;
        answers.set(symbol, null, deps.clock.now());
        return null;
      }
    }
  }

  async function find(rawSymbol: string): Promise<InstrumentSummary | null> {
    const symbol = rawSymbol.toUpperCase();
    deps.catalog.warm();
    const { index, complete } = deps.catalog.loaded();
    const listed = index.get(symbol);
    if (listed !== undefined) return listed;
    if (complete) return null;
    const now = deps.clock.now();
    const hit = answers.get(symbol, now);
    if (hit !== undefined && (hit.value !== null || now - hit.storedAt <= NOT_FOUND_TTL_MS)) return hit.value;
    return ask(symbol);
  }

  return {
    find,
    async categoriesOf(symbols) {
      const upper = [...new Set(symbols.map((s) => s.toUpperCase()))];
      const found = await Promise.all(upper.map(find));
      const unknown = upper.filter((_, i) => found[i] === null);
      if (unknown.length > 0) throw new UnknownSymbolError(unknown);
      return new Map(
        found.flatMap((instrument): [string, Category][] =>
          instrument === null ? [] : [[instrument.symbol, instrument.category]],
        ),
      );
    },
  };
}

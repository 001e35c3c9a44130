import type { Snapshot } from '@contracts/market-data';
import { createBatcher } from '../client/batcher';
import type { UpstreamClient } from '../client/http-client';
import { parseUpstream } from '../client/parse-upstream';
import type { Priority } from '../client/priorities';
import type { Scheduler } from '../client/scheduler';
import type { SymbolDirectory } from './symbol-directory';
import type { Clock } from '@server/shared/clock';
import { TtlCache } from '../client/ttl-cache';
import { UnknownSymbolError } from '../client/upstream-errors';
import { upstreamSnapshotListSchema, type UpstreamSnapshot } from './upstream-schemas';
import { WatchedSymbols } from './watched-symbols';
import { createPolledSymbolsOnStream, type LivePrices } from './live-prices';

/**
 * `interactive`: a quote the trader waits for; `secondary`: the figures only the snapshot call
 * carries, for a quote the page already shows from the stream (asked behind what the trader
 * waits for, and dropped while queued when the browser has gone); `background`: the feed's polls.
 */
export type SnapshotPriority = 'interactive' | 'secondary' | 'background';

/** How long a snapshot is served without asking upstream again. */
export const SNAPSHOT_FRESH_MS = 1_000;
/**
 * Older than fresh but at most this old: served at once (with its `received_at`, so the UI can
 * show its age) while a refresh waits for budget, instead of making the browser wait or fail.
 */
export const SNAPSHOT_STALE_OK_MS = 30_000;
// Provider cap per snapshot call: docs/protocol.md#market-data.
const SYMBOLS_PER_CALL = 100;
// Polls for the live feed while its stream is down: batched apart, at background priority.
const BACKGROUND_BATCH = 'snapshots:background';
/** The scheduler's priority of each kind of ask. */
const SCHEDULED: Record<SnapshotPriority, Priority> = {
  interactive: 'interactive',
  secondary: 'refresh',
  background: 'background',
};

/**
 * Snapshots for many browsers from few upstream calls: one call per category carries up to 100
 * symbols (everything asked while it waited, topped up with the stalest watched symbols), and a
 * slightly stale quote is served at once while its refresh waits for budget
 * (stale-while-revalidate). Once the BFF's stream runs, the symbols browsers poll are streamed
 * too, and a newer streamed price is laid over each snapshot served (./live-prices.ts).
 */
export function createSnapshotService(deps: {
  client: UpstreamClient;
  scheduler: Scheduler;
  symbols: SymbolDirectory;
  clock: Clock;
}) {
  const cache = new TtlCache<UpstreamSnapshot>(5 * 60_000);
  const watched = new WatchedSymbols();
  // From the symbol directory, kept apart from `watched`: that forgets a symbol after 10 s, and a
  // first quote still waiting for budget by then would be sent with no category (and come back
  // unknown). Bounded by the number of listed symbols.
  const categories = new Map<string, string>();
  const storedAt = (symbol: string) => cache.get(symbol, deps.clock.now())?.storedAt ?? 0;
  const byAge = (a: string, b: string) => storedAt(a) - storedAt(b);
  // Symbols a browser waits on with nothing to show yet (no quote, not even a stale one).
  const awaitingFirst = new Set<string>();
  const onStream = createPolledSymbolsOnStream(deps.clock);

  /** What a browser gets: the cached snapshot with its time, and a newer streamed quote over it. */
  function served(value: UpstreamSnapshot, storedAt: number): Snapshot {
    const snapshot = { ...value, received_at: storedAt };
    return onStream.overlay(snapshot);
  }

  // A first quote is what the trader is looking at and waits on; a refresh of quotes already on
  // screen (with their age) waits behind charts and filings
  // (docs/decisions/0018-what-the-trader-waits-on-goes-first.md).
  const refreshPriority = (): Priority => (awaitingFirst.size > 0 ? 'interactive' : 'refresh');

  /**
   * Stalest first, across categories: the call serves the category of the oldest quote asked
   * for, and takes the asked symbols that are among that category's 100 stalest watched ones;
   * `run` fills the rest. A call never carries a quote refreshed a moment ago while an older waits.
   */
  function selectStalest(waiting: string[]): string[] {
    const ranked = [...waiting].sort(byAge);
    const category = categories.get(ranked[0] ?? '');
    if (category === undefined) return ranked;
    const asked = ranked.filter((symbol) => categories.get(symbol) === category);
    const others = watched.stalest(category, deps.clock.now(), new Set(asked), SYMBOLS_PER_CALL, storedAt);
    const best = new Set([...asked, ...others].sort(byAge).slice(0, SYMBOLS_PER_CALL));
    // The oldest asked symbol always goes, so every call carries at least one waiting symbol.
    return asked.filter((symbol) => best.has(symbol) || symbol === ranked[0]);
  }

  const batcher = createBatcher<UpstreamSnapshot>({
    maxItems: SYMBOLS_PER_CALL,
    select: (waiting) => selectStalest(waiting),
    run: (batchKey, _priority, take, signal) =>
      deps.scheduler.run(
        { group: 'market-data', priority: batchKey === BACKGROUND_BATCH ? 'background' : refreshPriority, signal },
        async (beforeRetry) => {
          const asked = take();
          const answers = new Map<string, UpstreamSnapshot>();
          const category = categories.get(asked[0] ?? '');
          if (category === undefined) return answers;
          const symbols = [
            ...asked,
            ...watched.stalest(category, deps.clock.now(), new Set(asked), SYMBOLS_PER_CALL - asked.length, storedAt),
          ];
          const json = await deps.client.call('getSnapshots', {
            query: [
              ['symbols', symbols.join(',')],
              ['category', category],
              ['extend_hour_required', 'true'],
              ['overnight_required', 'true'],
            ],
            beforeRetry,
          });
          const now = deps.clock.now();
          for (const item of parseUpstream(upstreamSnapshotListSchema, json, 'snapshot')) {
            const symbol = item.symbol.toUpperCase();
            answers.set(symbol, item);
            cache.set(symbol, item, now);
          }
          return answers;
        },
      ),
  });

  async function loadOne(
    symbol: string,
    category: string,
    priority: SnapshotPriority,
    signal: AbortSignal | undefined,
  ): Promise<Snapshot> {
    // Streamed from the ask, beside the snapshot call: a first screen's live price then waits for
    // one upstream subscription, not for a snapshot and then a subscription. The feed's own polls
    // (background) are for symbols it streams already.
    if (priority !== 'background') onStream.asked(symbol);
    return cachedOrLoaded(symbol, category, priority, signal);
  }

  async function cachedOrLoaded(
    symbol: string,
    category: string,
    priority: SnapshotPriority,
    signal: AbortSignal | undefined,
  ): Promise<Snapshot> {
    const now = deps.clock.now();
    const fresh = cache.get(symbol, now, SNAPSHOT_FRESH_MS);
    if (fresh !== undefined) return served(fresh.value, fresh.storedAt);
    const stale = cache.get(symbol, now, SNAPSHOT_STALE_OK_MS);
    categories.set(symbol, category);
    watched.touch(symbol, category, now);
    const batchKey = priority === 'background' ? BACKGROUND_BATCH : 'snapshots';
    if (stale !== undefined) {
      // The refresh serves whoever asks next: nobody's leaving gives it up.
      batcher.load(batchKey, symbol, SCHEDULED[priority]).catch(() => undefined);
      return served(stale.value, stale.storedAt);
    }
    // Only a secondary ask is given up with its browser: the trader waits on the others.
    const refresh = batcher.load(batchKey, symbol, SCHEDULED[priority], priority === 'secondary' ? signal : undefined);
    // A secondary ask does not make the call interactive: the page shows the quote already.
    if (priority !== 'interactive') await refresh;
    else {
      awaitingFirst.add(symbol);
      await refresh.finally(() => awaitingFirst.delete(symbol));
    }
    const loaded = cache.get(symbol, deps.clock.now());
    if (loaded === undefined) throw new UnknownSymbolError([symbol]);
    return served(loaded.value, loaded.storedAt);
  }

  return {
    /** From now on, snapshots have the stream's newer prices laid over them (the feed, once started). */
    attachLivePrices(prices: LivePrices): void {
      onStream.attach(prices);
    },
    /**
     * Snapshots in the order asked; throws UnknownSymbolError naming symbols the broker does not
     * list. `background`: for the live feed's polling, which must never delay a user's request.
     */
    async getSnapshots(
      symbols: readonly string[],
      priority: SnapshotPriority = 'interactive',
      signal?: AbortSignal,
    ): Promise<Snapshot[]> {
      const wanted = [...new Set(symbols.map((s) => s.toUpperCase()))];
      const categoryOf = await deps.symbols.categoriesOf(wanted);
      const bySymbol = new Map<string, Snapshot>();
      await Promise.all(
        wanted.map(async (symbol) => {
          bySymbol.set(symbol, await loadOne(symbol, categoryOf.get(symbol) ?? 'US_STOCK', priority, signal));
        }),
      );
      return wanted.flatMap((s) => bySymbol.get(s) ?? []);
    },
  };
}

import type { Account } from '@contracts/accounts';
import type { InstrumentSummary } from '@contracts/instruments';
import type { FundamentalOperation, FundamentalsQuery, FundamentalsSummary } from '@contracts/fundamentals';
import type { BarsResponse, Depth, Snapshot, Tick } from '@contracts/market-data';
import type { ClockSkew } from '@contracts/clock-skew';
import type { MarketClock } from '@contracts/market-clock';
import type { SessionInfo } from '@contracts/session';
import { createAccountService } from './trading/account-service';
import { createBarsService, type BarsRequest } from './market-data/bars-service';
import { createFundamentalsService, type FundamentalsCallOptions } from './research/fundamentals-service';
import { summarizeFundamentals } from './research/fundamentals-summary';
import type { ClockSkewTracker } from './client/clock-skew';
import { createDurableAnswers, NO_DURABLE_ANSWERS, type DurableAnswerStore } from './client/durable-answers';
import type { UpstreamClient } from './client/http-client';
import type { MarketTimeTracker } from './client/market-time';
import { createInstrumentCatalog, type InstrumentCatalog } from './market-data/instrument-catalog';
import { searchInstruments } from './market-data/instrument-finder';
import { createQuoteDetailService } from './market-data/quote-detail-service';
import { createScreenerService, type ScreenerService } from './research/screener-service';
import { SAFETY_MARGIN, UPSTREAM_RATE_LIMITS, type RateLimit } from './client/rate-limits';
import { createScheduler, type Scheduler } from './client/scheduler';
import type { LivePrices } from './market-data/live-prices';
import { createSnapshotService } from './market-data/snapshot-service';
import type { SymbolDirectory } from './market-data/symbol-directory';
import { createSymbolLookup } from './market-data/symbol-lookup';
import type { Clock } from '@server/shared/clock';
import { createWatchlistService, type WatchlistService } from './research/watchlist-service';

/** What the broker says of itself on `GET /api/session`; the session adds whose it is and its lifetime. */
export type BrokerInfo = Omit<SessionInfo, 'user' | 'lifetime'>;

/**
 * Everything the browser routes may ask of the broker. Routes depend on this interface only, so
 * tests give them a fake and never open a socket.
 */
export interface Broker {
  info: BrokerInfo;
  /** The market time the broker answers at, and the wall clock (equal for the real provider). */
  marketClock(): MarketClock;
  /** How far the broker's clock is from ours, and whether requests are signed with its time. */
  clockSkew(): ClockSkew;
  listAccounts(): Promise<Account[]>;
  searchInstruments(query: string, limit: number): Promise<InstrumentSummary[]>;
  /**
   * `secondary`: the figures only the snapshot call carries, for a quote the page shows from the
   * stream; asked behind what the trader waits for and dropped while queued once `signal` aborts.
   */
  getSnapshots(
    symbols: readonly string[],
    options?: { priority?: 'secondary'; signal?: AbortSignal },
  ): Promise<Snapshot[]>;
  getBars(request: BarsRequest): Promise<BarsResponse>;
  /** `signal`: the browser's interest; the call is dropped while queued once it aborts. */
  getDepth(symbol: string, depth: number, signal?: AbortSignal): Promise<Depth>;
  getTicks(symbol: string, count: number, signal?: AbortSignal): Promise<{ symbol: string; ticks: Tick[] }>;
  fundamentals: {
    /** `data` is checked against the operation's contract schema by the route before it leaves. */
    get(
      operation: FundamentalOperation,
      query: FundamentalsQuery,
      options?: FundamentalsCallOptions,
    ): Promise<{ symbol: string; fetched_at: number; data: unknown }>;
    /** Watchlist columns; background priority, so it never delays what a user is looking at. */
    summary(symbols: readonly string[]): Promise<FundamentalsSummary>;
  };
  /** The provider's watchlists; writes are never retried and always refresh the cache. */
  watchlists: WatchlistService;
  /** The provider's screeners, reused for a minute. */
  screeners: ScreenerService;
}

export interface BrokerOptions {
  client: UpstreamClient;
  clock: Clock;
  info: BrokerInfo;
  /** Longest a browser request waits for rate budget before it gets 503. */
  maxWaitMs?: number;
  maxQueue?: number;
  /** The app key's market-data budget (BROKER_MARKET_DATA_LIMIT); 60 / 60 s when absent (docs/protocol.md#rate-limits). */
  marketDataLimit?: RateLimit;
  /** Fed by the upstream client's answers; without it market time is the clock's. */
  marketTime?: MarketTimeTracker;
  /** The upstream client's measurement of the broker's clock; none measured without it. */
  clockSkew?: ClockSkewTracker;
  /** The store's research cache: fundamentals, screeners and daily bars kept across restarts. */
  research?: DurableAnswerStore;
  /** A line for the BFF's output (a research cache that fails). */
  log?: (line: string) => void;
}

/** What the live market feed shares with the broker: its scheduler, symbol lookup and snapshots. */
export interface BrokerInternals {
  scheduler: Scheduler;
  catalog: InstrumentCatalog;
  directory: SymbolDirectory;
  /** Snapshots at background priority (polling while the stream is down). */
  pollSnapshots(symbols: readonly string[]): Promise<Snapshot[]>;
  /** The stream's newer prices, laid over the snapshots browsers poll (the feed, once started). */
  attachLivePrices(prices: LivePrices): void;
}

/**
 * Wires the scheduler, caches, batching, symbol lookup and catalogue around one upstream client.
 * `catalog` is exposed so tests and benches can wait for the whole listing.
 */
export function createBroker(options: BrokerOptions): Broker & BrokerInternals {
  const { client, clock } = options;
  const scheduler = createScheduler({
    limits: { ...UPSTREAM_RATE_LIMITS, 'market-data': options.marketDataLimit ?? UPSTREAM_RATE_LIMITS['market-data'] },
    margin: SAFETY_MARGIN,
    // A page's first loads (quote, bars, newest bar) and a few quick clicks leave at once; beyond
    // that calls are spread evenly (one per 1.1 s for market data), so a burst cannot spend the
    // minute's budget in one go and leave every quote to age.
    burst: 6,
    maxQueue: options.maxQueue ?? 200,
    maxWaitMs: options.maxWaitMs ?? 8_000,
    clock,
  });
  const generation = options.info.pathGeneration;
  const catalog = createInstrumentCatalog({ client, scheduler, clock, generation });
  const lookup = createSymbolLookup({ client, scheduler, clock, generation, catalog });
  const deps = { client, scheduler, symbols: lookup, clock };
  const marketClock = (): MarketClock => {
    if (options.marketTime !== undefined) return options.marketTime.now();
    const now = clock.now();
    return { market_time: now, wall_time: now };
  };
  // Paper and live answers apart, should one database serve both (docs/store.md#the-research-cache).
  const durable =
    options.research === undefined
      ? NO_DURABLE_ANSWERS
      : createDurableAnswers({
          store: options.research,
          scope: `${options.info.mode}:${options.info.region}`,
          now: () => clock.now(),
          log: options.log ?? (() => {}),
        });
  const kept = { durable, marketNow: () => marketClock().market_time };
  const snapshots = createSnapshotService(deps);
  const bars = createBarsService({ ...deps, generation, ...kept });
  const details = createQuoteDetailService({ ...deps, marketNow: () => marketClock().market_time });
  const accounts = createAccountService(deps);
  const fundamentals = createFundamentalsService({ ...deps, generation, ...kept });
  const watchlists = createWatchlistService(deps);
  const screeners = createScreenerService({ ...deps, generation, durable });
  const prices = async (symbols: readonly string[]) =>
    new Map((await snapshots.getSnapshots(symbols)).map((q) => [q.symbol, q.price]));
  return {
    info: options.info,
    marketClock,
    clockSkew: () => options.clockSkew?.current() ?? { offset_ms: null, measured_at: null, corrected: false },
    scheduler,
    catalog,
    directory: lookup,
    pollSnapshots: (symbols) => snapshots.getSnapshots(symbols, 'background'),
    attachLivePrices: (prices) => {
      snapshots.attachLivePrices(prices);
    },
    listAccounts: () => accounts.listAccounts(),
    searchInstruments: (query, limit) => searchInstruments({ catalog, lookup }, query, limit),
    getSnapshots: (symbols, { priority, signal } = {}) =>
      snapshots.getSnapshots(symbols, priority ?? 'interactive', signal),
    getBars: (request) => bars.getBars(request),
    getDepth: (symbol, depth, signal) => details.getDepth(symbol, depth, signal),
    getTicks: (symbol, count, signal) => details.getTicks(symbol, count, signal),
    fundamentals: {
      get: (operation, query, options) => fundamentals.get(operation, query, options),
      summary: (symbols) => summarizeFundamentals({ fundamentals, symbols: lookup, prices }, symbols),
    },
    watchlists,
    screeners,
  };
}

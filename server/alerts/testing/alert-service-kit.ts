import type { NewAlert } from '@contracts/alerts';
import type { LiveQuote } from '@contracts/stream';
import type { SymbolDirectory } from '@server/upstream/market-data/symbol-directory';
import { createFakeClock } from '@server/upstream/testing/fake-clock';
import { createFakeFeed } from '@server/upstream/testing/fake-feed';
import { createAlertService } from '../create-alert-service';
import { memoryAlertStore } from './memory-alert-store';

// Wednesday 18 Nov 2026, 10:30 in New York: the regular session.
export const OPEN_AT = Date.UTC(2026, 10, 18, 15, 30);
export const USER = 'key-user';

/** A broker that lists every symbol asked about. */
export const everySymbolListed: SymbolDirectory = {
  categoriesOf: (symbols) => Promise.resolve(new Map(symbols.map((symbol) => [symbol, 'US_STOCK']))),
};

/** An alert service over a fake feed, a fake clock and an in-memory store, with its notices kept. */
export function alertServiceKit(
  options: {
    store?: ReturnType<typeof memoryAlertStore>;
    quota?: number;
    startAt?: number;
    firstRevision?: number;
  } = {},
) {
  const clock = createFakeClock(options.startAt ?? OPEN_AT);
  const feed = createFakeFeed(() => clock.now());
  const store = options.store ?? memoryAlertStore();
  const log: string[] = [];
  let ids = 0;
  const service = createAlertService({
    store,
    feed,
    clock,
    marketNow: () => clock.now(),
    quota: { limit: options.quota ?? 400, source: 'the test quota' },
    symbols: everySymbolListed,
    log: (line) => log.push(line),
    newId: () => `00000000-0000-4000-8000-${String(ids++).padStart(12, '0')}`,
    ...(options.firstRevision === undefined ? {} : { firstRevision: options.firstRevision }),
  });
  const notices: { userId: string; revision: number; firings: number }[] = [];
  service.onNotice((userId, notice) =>
    notices.push({ userId, revision: notice.revision, firings: notice.firings.length }),
  );
  /** A trade of `symbol` at `price`, at the clock's time. */
  const trade = (symbol: string, price: string, at = clock.now()) => {
    feed.emit({
      kind: 'tick',
      symbol,
      data: { symbol, ticks: [{ time: at, price, volume: '100', side: 'B' }], received_at: at },
    });
  };
  const quote = (symbol: string, fields: Partial<LiveQuote> & { price: string }) => {
    feed.emit({
      kind: 'quote',
      symbol,
      data: { symbol, trade_time: clock.now(), source: 'stream', received_at: clock.now(), ...fields },
    });
  };
  const feedState = (state: 'live' | 'reconnecting') => {
    feed.emit({ kind: 'status', data: { state, since: clock.now(), symbols: {}, at: clock.now() } });
  };
  /** Lets the claims and notices in flight finish. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { clock, feed, store, service, notices, log, trade, quote, feedState, settle };
}

export const crossesAbove = (level: string, symbol = 'AAPL'): NewAlert => ({
  symbol,
  condition: { type: 'price-crosses', direction: 'above', level },
  repeat: { mode: 'once' },
  expires_at: null,
  note: '',
});

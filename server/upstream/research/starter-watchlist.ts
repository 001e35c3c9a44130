import type { WatchlistService } from './watchlist-service';

/**
 * The first list of a new paper account: a few of the biggest US names, so the first screen has
 * prices to watch (docs/decisions/0096-a-starter-watchlist-for-a-new-paper-account.md). A normal list
 * at the provider, which the trader renames or deletes like any other; its name says so.
 */
export const STARTER_WATCHLIST = {
  name: 'Starter list (delete any time)',
  symbols: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'],
} as const;

export interface StarterWatchlist {
  /** Before the lists are first read: gives a new account the starter list, once. */
  ensure(): Promise<void>;
  /** The paper account was started over: it is new again, and its next read gets the list. */
  offerAgain(): void;
}

/**
 * Offers the starter list to a new account, at most once: only when the account has no list at
 * all (one that has lists keeps them as they are), and never again once made or deleted. If it
 * fails the lists are answered as they are, and the next read tries again.
 */
export function createStarterWatchlist(
  watchlists: Pick<WatchlistService, 'list' | 'create' | 'add'>,
  options: { newAccount: boolean; log: (line: string) => void },
): StarterWatchlist {
  let offered = !options.newAccount;
  let running: Promise<void> | null = null;
  async function give(): Promise<void> {
    if ((await watchlists.list()).length > 0) return;
    const { id } = await watchlists.create(STARTER_WATCHLIST.name);
    await watchlists.add(id, STARTER_WATCHLIST.symbols);
  }
  return {
    ensure() {
      if (running !== null) return running;
      if (offered) return Promise.resolve();
      offered = true;
      running = give()
        .catch((error: unknown) => {
          // Safe to try again at the next read: by then a list made in part is there, and stops it.
          offered = false;
          options.log(`The starter watchlist was not made: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    offerAgain() {
      offered = false;
    },
  };
}

/** The broker, its lists read only once a new account has been given the starter list. */
export function withStarterWatchlist<T extends { watchlists: WatchlistService }>(
  broker: T,
  starter: StarterWatchlist,
): T {
  const { watchlists } = broker;
  return {
    ...broker,
    watchlists: {
      ...watchlists,
      list: async () => {
        await starter.ensure();
        return watchlists.list();
      },
    },
  };
}

import type { QueryClient } from '@tanstack/react-query';
import { marketClockQueryOptions } from '@src/api/get-market-clock';
import { snapshotsQueryOptions } from '@src/api/get-snapshots';
import { layoutQueryOptions } from '@src/api/layout';
import { accountsQueryOptions } from '@src/features/account/api/get-accounts';
import { watchlistsQueryOptions } from '@src/features/watchlist/api/get-watchlists';
import { preloadWorkspace } from './components/workspace-chunks';
import type { LiveConnection } from './live-connection';
import { sessionQueryOptions } from './session/get-session';

/**
 * Starts what the signed-in first screen needs as soon as the page's script runs, instead of step
 * by step as its parts mount (the session, then the layout, then the dashboard's own requests, then
 * the panels' chunks): the session, then at once the live connection (its first SUBSCRIBE carrying
 * the address's symbol's quote), the saved layout, the accounts, the market clock, the watchlists,
 * the snapshot of the address's symbol and the panels' chunks. The answers go into the query cache
 * under the keys the components read, so a component mounting later finds its answer there or in
 * flight, and the quote in the live store. Without a session nothing more is asked: the sign-in
 * screen needs none of it
 * (docs/decisions/0090-the-first-screen-starts-its-requests-before-it-renders.md,
 * docs/decisions/0091-the-live-connection-opens-with-the-session.md).
 */
export function startFirstScreen(client: QueryClient, symbol: string, live: LiveConnection): void {
  client.query(sessionQueryOptions()).then(
    () => {
      const ignore = () => undefined;
      // First: the live-data code is the largest chunk and the first live price waits for it,
      // while the browser fetches only a few files at a time from one server. A failed load is
      // the live provider's to report, when it opens the connection again.
      live.store.prime('quote', symbol);
      live.open().catch(ignore);
      void client.query(layoutQueryOptions()).catch(ignore);
      void client.query(accountsQueryOptions()).catch(ignore);
      void client.query(marketClockQueryOptions()).catch(ignore);
      void client.query(snapshotsQueryOptions([symbol])).catch(ignore);
      void client.query(watchlistsQueryOptions()).catch(ignore);
      preloadWorkspace();
    },
    // The session gate asks again when it mounts and says what went wrong.
    () => undefined,
  );
}

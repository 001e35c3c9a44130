import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { SESSION_QUERY_KEY } from './session/get-session';

/** The app's one QueryClient: any 401 of a data route sends the user to sign in. */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient({
    onNotSignedIn: (queryKey) => {
      // A data route said 401: the session expired; re-ask so the sign-in screen shows.
      if (queryKey[0] !== SESSION_QUERY_KEY[0]) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
  return queryClient;
}

/** Providers every screen needs: the QueryClient the page made at start (main.tsx). */
export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

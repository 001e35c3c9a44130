import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { SESSION_QUERY_KEY } from './session/get-session';

/** Providers every screen needs: one QueryClient that sends the user to sign in on any 401. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = createQueryClient({
      onNotSignedIn: (queryKey) => {
        // A data route said 401: the session expired; re-ask so the sign-in screen shows.
        if (queryKey[0] !== SESSION_QUERY_KEY[0]) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
    });
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

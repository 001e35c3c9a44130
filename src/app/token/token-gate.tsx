import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { holdsRequests } from '@contracts/token';
import { renewToken } from '@src/api/renew-token';
import { useTokenView } from '@src/lib/use-live';

// Only an account with the provider's second factor ever sees it: kept out of the first screen.
const TokenScreen = lazy(async () => ({ default: (await import('./token-screen')).TokenScreen }));

/**
 * While the provider's second-factor token waits for the trader (pending, rejected, expired), or
 * the provider could not be asked whether one is needed, the whole screen says what to do instead
 * of the dashboard; once it is approved the dashboard comes
 * back and every query that failed meanwhile is asked again (docs/architecture.md#the-second-factor-token).
 * Before the first word from the relay, and when no token is needed, the dashboard shows at once.
 */
export function TokenGate({ children }: { children: ReactNode }) {
  const view = useTokenView();
  const client = useQueryClient();
  const blocked = view !== null && holdsRequests(view.status.state);
  const wasBlocked = useRef(false);
  useEffect(() => {
    if (wasBlocked.current && !blocked) void client.invalidateQueries();
    wasBlocked.current = blocked;
  }, [blocked, client]);
  if (view === null || !blocked) return <>{children}</>;
  return (
    <Suspense
      fallback={<p className="p-6">The broker is waiting for you to approve the sign-in in your broker app.</p>}
    >
      <TokenScreen view={view} onRenew={renewToken} />
    </Suspense>
  );
}

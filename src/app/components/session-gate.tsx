import type { ReactNode } from 'react';
import type { SessionInfo } from '@contracts/session';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { isNotSignedIn } from '@src/lib/api-error';
import { useSession } from '../session/get-session';
import { SignInRequired } from './sign-in-required';

/** Renders the dashboard only for a signed-in browser; otherwise says how to sign in. */
export function SessionGate({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const session = useSession();
  if (session.isPending) {
    return (
      <div className="p-6">
        <Skeleton className="h-8 w-64" label="Connecting to the dashboard server" />
      </div>
    );
  }
  if (session.isError) {
    if (isNotSignedIn(session.error)) return <SignInRequired />;
    return (
      <div className="p-6">
        <ErrorAlert
          error={session.error}
          title="Could not reach the dashboard server"
          onRetry={() => {
            void session.refetch();
          }}
        />
      </div>
    );
  }
  return <>{children(session.data)}</>;
}

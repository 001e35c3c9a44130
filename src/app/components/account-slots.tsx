import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '@src/components/error-boundary';
import { Skeleton } from '@src/components/skeleton';

// Orders, positions and their live wiring are chunks of their own, loaded beside the first
// screen rather than in it (build/bundle-budget).
const loadAccountArea = async () => ({ default: (await import('./account-area')).AccountArea });
const loadAccountLive = async () => ({ default: (await import('./account-live')).AccountLive });

/** The orders and positions tabs, loaded after the first screen; Retry loads them again. */
export function AccountAreaSlot({ accountId }: { accountId: string | undefined }) {
  // A lazy component keeps a failed load forever; Retry swaps in a fresh one that loads again.
  const [AccountArea, setAccountArea] = useState(() => lazy(loadAccountArea));
  return (
    <ErrorBoundary
      fallbackTitle="The orders and positions stopped working."
      onReset={() => {
        setAccountArea(() => lazy(loadAccountArea));
      }}
    >
      <Suspense fallback={<Skeleton className="m-4 h-24" label="Loading orders and positions" />}>
        <AccountArea accountId={accountId} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Live order and account updates with their announcements; renders only the toasts. */
export function AccountLiveSlot({ accountId }: { accountId: string | undefined }) {
  const [AccountLive, setAccountLive] = useState(() => lazy(loadAccountLive));
  return (
    <ErrorBoundary
      fallbackTitle="Live order updates stopped working."
      onReset={() => {
        setAccountLive(() => lazy(loadAccountLive));
      }}
    >
      <Suspense fallback={null}>
        <AccountLive accountId={accountId} />
      </Suspense>
    </ErrorBoundary>
  );
}

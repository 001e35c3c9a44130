import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { AlertFiring } from '@contracts/alerts';
import { queryKeys } from '@src/api/query-keys';
import { useLiveStore } from '@src/lib/live-context';
import { createFiringTracker } from '../utils/firing-tracker';

/**
 * Keeps `alerts/<user>` subscribed while mounted: hands `onFirings` each firing this tab has not
 * met (none of those the relay's retained notice held when the tab opened), and reads the
 * alerts again whenever the notice's revision moves, so a change made in another tab, a firing
 * or an expiry shows here too (docs/alerts.md#on-the-page).
 */
export function useAlertDelivery(user: string | undefined, onFirings: (firings: readonly AlertFiring[]) => void) {
  const store = useLiveStore();
  const client = useQueryClient();
  const latest = useRef(onFirings);
  useLayoutEffect(() => {
    latest.current = onFirings;
  });
  useEffect(() => {
    if (store === null || user === undefined) return undefined;
    const tracker = createFiringTracker();
    let revision: number | undefined;
    const stop = store.onAlertsNotice((from, notice) => {
      if (from !== user) return;
      const fresh = tracker.take(notice);
      // The first notice is where the lists stood when the tab read them, give or take a moment.
      if (revision !== undefined && notice.revision !== revision)
        void client.invalidateQueries({ queryKey: queryKeys.alerts() });
      revision = notice.revision;
      if (fresh.length > 0) latest.current(fresh);
    });
    const release = store.retainAlerts(user);
    return () => {
      release();
      stop();
    };
  }, [store, user, client]);
}

import { useEffect, useRef } from 'react';
import type { Alert } from '@contracts/alerts';
import { useChangeAlert } from '@src/api/change-alert';

/**
 * While the log of firings is shown, marks the firings of each alert seen (`PATCH seen: true`),
 * once per alert and showing; the badge and other tabs follow through the alerts' revision.
 * Nothing is marked before `shown`: the log must have read which firings were new first, or a
 * mark landing before that read would hide them.
 */
export function useMarkSeen(alerts: readonly Alert[] | undefined, shown: boolean): void {
  const { mutate } = useChangeAlert();
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!shown) return;
    for (const alert of alerts ?? []) {
      if (alert.unseen_count === 0 || asked.current.has(alert.id)) continue;
      asked.current.add(alert.id);
      mutate({ id: alert.id, change: { seen: true } });
    }
  }, [alerts, mutate, shown]);
}

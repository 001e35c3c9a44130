import type { AlertFiring, AlertsNotice } from '@contracts/alerts';

/**
 * Tells the firings a tab has not met before from those it has. The relay answers a new
 * subscription with the retained notice: the firings in that first one happened before the tab
 * opened (the panel and the badge show them as unseen), so they are only remembered; a firing in
 * a later notice whose id is new is announced (docs/alerts.md#on-the-page). A notice repeated
 * after the link comes back announces only what fired meanwhile.
 */
export function createFiringTracker() {
  const known = new Set<string>();
  let opened = false;
  return {
    /** The firings of `notice` to announce, oldest first. */
    take(notice: AlertsNotice): AlertFiring[] {
      const fresh = notice.firings.filter((firing) => !known.has(firing.id));
      for (const firing of fresh) known.add(firing.id);
      if (!opened) {
        opened = true;
        return [];
      }
      return [...fresh].sort((a, b) => a.at - b.at);
    },
  };
}

import { NOTICE_FIRINGS, type AlertsNotice } from '@contracts/alerts';
import type { AlertStore } from '@server/store/alert-store';

/**
 * The retained notice of `alerts/<USER>` (docs/alerts.md#delivery): a revision that moves at every
 * change of the user's alerts, and the newest firings read from the store. Notices of one user go
 * out in the order of their changes. Revisions count up from `base`; a tab only compares them for
 * change, so the BFF passes its start time and a restarted BFF never repeats the revision a tab
 * kept from the one before.
 */
export function createAlertNotices(store: Pick<AlertStore, 'listFirings'>, log: (line: string) => void, base = 0) {
  const revisions = new Map<string, number>();
  const queues = new Map<string, Promise<void>>();
  const listeners = new Set<(userId: string, notice: AlertsNotice) => void>();

  const noticeAt = async (userId: string, revision: number): Promise<AlertsNotice> => ({
    revision,
    firings: await store.listFirings(userId, NOTICE_FIRINGS),
  });

  return {
    notice: (userId: string): Promise<AlertsNotice> => noticeAt(userId, revisions.get(userId) ?? base),
    onNotice(listener: (userId: string, notice: AlertsNotice) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The user's alerts or firings changed: a new revision, told to every listener. */
    changed(userId: string): void {
      const revision = (revisions.get(userId) ?? base) + 1;
      revisions.set(userId, revision);
      const queued = (queues.get(userId) ?? Promise.resolve())
        .then(() => noticeAt(userId, revision))
        .then((notice) => {
          for (const listener of [...listeners]) listener(userId, notice);
        })
        .catch((error: unknown) => {
          log(`the alerts notice could not be read: ${String(error)}`);
        });
      queues.set(userId, queued);
    },
    /** Waits until every notice asked for so far was told. */
    settled: async (): Promise<void> => {
      await Promise.all([...queues.values()]);
    },
  };
}

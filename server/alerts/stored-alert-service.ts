import { randomUUID } from 'node:crypto';
import { MAX_ALERTS, NOTICE_FIRINGS, type Alert, type AlertsNotice } from '@contracts/alerts';
import { ApiError } from '@server/shared/api-error';
import type { Clock } from '@server/shared/clock';
import type { AlertStore, StoredAlert } from '@server/store/alert-store';
import type { AlertService } from './alert-service';

/** What an alert's `watch` says while nothing judges it. */
export const NOT_JUDGED = 'Kept, but not judged: this BFF does not evaluate alerts.';

/** The 404's words (docs/browser-api.md#alerts). */
export const unknownAlert = (id: string) =>
  new ApiError(404, 'UNKNOWN_ALERT', `There is no alert ${id}: it may have been deleted in another tab.`);

function toAlert(alert: StoredAlert): Alert {
  return {
    id: alert.id,
    symbol: alert.symbol,
    condition: alert.condition,
    repeat: alert.repeat,
    expires_at: alert.expires_at,
    note: alert.note,
    status: alert.status,
    watch: { state: 'idle', reason: NOT_JUDGED },
    created_at: alert.created_at,
    updated_at: alert.updated_at,
    last_fired_at: alert.last_fired_at,
    fired_count: alert.fired_count,
    unseen_count: alert.unseen_count,
  };
}

/**
 * The AlertService as CRUD over the store, without an evaluator: alerts are kept, listed, changed
 * and deleted with the checks every write passes (an expiry in the future, MAX_ALERTS), and the
 * relay's notice moves on each write, but no price is judged and no symbol watched. The engine's
 * service replaces it; the routes and the relay work the same over either.
 */
export function createStoredAlertService(deps: { store: AlertStore; clock: Clock }): AlertService {
  const { store, clock } = deps;
  const listeners = new Set<(userId: string, notice: AlertsNotice) => void>();
  let revision = 0;
  const notice = async (userId: string): Promise<AlertsNotice> => ({
    revision,
    firings: await store.listFirings(userId, NOTICE_FIRINGS),
  });
  const changed = async (userId: string) => {
    revision += 1;
    const next = await notice(userId);
    for (const listener of listeners) listener(userId, next);
  };
  const checkExpiry = (expiresAt: number | null | undefined) => {
    if (expiresAt !== null && expiresAt !== undefined && expiresAt <= clock.now())
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        'expires_at: the expiry has passed; give a time in the future, or none.',
      );
  };
  return {
    async list(userId) {
      return (await store.listAlerts(userId)).map(toAlert);
    },
    async create(userId, alert) {
      checkExpiry(alert.expires_at);
      if ((await store.countAlerts(userId)) >= MAX_ALERTS)
        throw new ApiError(
          409,
          'TOO_MANY_ALERTS',
          `At most ${String(MAX_ALERTS)} alerts are kept; delete some you no longer need, then add this one.`,
        );
      const created = await store.createAlert(userId, randomUUID(), alert, clock.now());
      await changed(userId);
      return toAlert(created);
    },
    async update(userId, id, change) {
      checkExpiry(change.expires_at);
      const updated = await store.updateAlert(userId, id, change, clock.now());
      if (updated === null) throw unknownAlert(id);
      await changed(userId);
      return toAlert(updated);
    },
    async remove(userId, id) {
      if (!(await store.deleteAlert(userId, id))) throw unknownAlert(id);
      await changed(userId);
    },
    firings: (userId, limit) => store.listFirings(userId, limit),
    notice,
    onNotice(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      return Promise.resolve();
    },
  };
}

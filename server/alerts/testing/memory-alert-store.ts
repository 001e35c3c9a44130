import type { AlertFiring } from '@contracts/alerts';
import { alertPatch, newStoredAlert } from '@server/store/alert-records';
import type { AlertStore, StoredAlert } from '@server/store/alert-store';

/**
 * An AlertStore in memory that keeps the interface's contract to the letter (server/store/alert-store.ts):
 * `claimFiring` is the judge of "once" and of the cooldown, so several engines over one of these
 * stand for several BFFs over one database.
 */
export function memoryAlertStore(): AlertStore & { firingsOf(alertId: string): AlertFiring[] } {
  const alerts = new Map<string, StoredAlert>();
  const firings: (AlertFiring & { user_id: string })[] = [];
  const copy = (alert: StoredAlert): StoredAlert => structuredClone(alert);
  const mine = (userId: string, id: string) => {
    const alert = alerts.get(id);
    return alert?.user_id === userId ? alert : undefined;
  };
  const newestFirst = (a: StoredAlert, b: StoredAlert) => b.created_at - a.created_at;
  const withoutUser = (f: AlertFiring & { user_id: string }): AlertFiring => ({
    id: f.id,
    alert_id: f.alert_id,
    symbol: f.symbol,
    value: f.value,
    at: f.at,
    message: f.message,
    note: f.note,
    seen: f.seen,
  });

  return {
    listAlerts: (userId) =>
      Promise.resolve(
        [...alerts.values()]
          .filter((a) => a.user_id === userId)
          .sort(newestFirst)
          .map(copy),
      ),
    activeAlerts: () => Promise.resolve([...alerts.values()].filter((a) => a.status === 'active').map(copy)),
    getAlert: (userId, id) => {
      const alert = mine(userId, id);
      return Promise.resolve(alert === undefined ? null : copy(alert));
    },
    countAlerts: (userId) => Promise.resolve([...alerts.values()].filter((a) => a.user_id === userId).length),
    createAlert(userId, id, alert, now) {
      const stored = newStoredAlert(userId, id, alert, now);
      alerts.set(id, stored);
      return Promise.resolve(copy(stored));
    },
    updateAlert(userId, id, change, now) {
      const alert = mine(userId, id);
      if (alert === undefined) return Promise.resolve(null);
      const patch = alertPatch(change, alert.status);
      if (Object.keys(patch).length > 0) Object.assign(alert, patch, { updated_at: now });
      if (change.seen === true) {
        alert.unseen_count = 0;
        for (const firing of firings) if (firing.alert_id === id) firing.seen = true;
      }
      return Promise.resolve(copy(alert));
    },
    deleteAlert: (userId, id) => Promise.resolve(mine(userId, id) !== undefined && alerts.delete(id)),
    claimFiring(claim, now) {
      const alert = alerts.get(claim.alert_id);
      if (alert?.status !== 'active') return Promise.resolve(null);
      // Expiry on the BFF's clock, the cooldown on market time, as the real store judges them (docs/store.md#alerts).
      if (alert.expires_at !== null && alert.expires_at <= now) return Promise.resolve(null);
      if (alert.repeat.mode === 'once' && alert.fired_count > 0) return Promise.resolve(null);
      if (
        alert.repeat.mode === 'every' &&
        alert.last_fired_at !== null &&
        claim.at - alert.last_fired_at < alert.repeat.cooldown_s * 1000
      )
        return Promise.resolve(null);
      alert.last_fired_at = claim.at;
      alert.fired_count += 1;
      alert.unseen_count += 1;
      alert.updated_at = now;
      if (alert.repeat.mode === 'once') alert.status = 'done';
      const firing = {
        id: claim.id,
        alert_id: alert.id,
        user_id: alert.user_id,
        symbol: alert.symbol,
        value: claim.value,
        at: claim.at,
        message: claim.message,
        note: alert.note,
        seen: false,
      };
      firings.push(firing);
      return Promise.resolve(withoutUser(firing));
    },
    listFirings: (userId, limit) =>
      Promise.resolve(
        firings
          .filter((f) => f.user_id === userId)
          .reverse()
          .slice(0, limit)
          .map(withoutUser),
      ),
    expireDue(now) {
      const expired: string[] = [];
      for (const alert of alerts.values()) {
        if (alert.status === 'active' && alert.expires_at !== null && alert.expires_at <= now) {
          alert.status = 'expired';
          alert.updated_at = now;
          expired.push(alert.id);
        }
      }
      return Promise.resolve(expired);
    },
    firingsOf: (alertId) => firings.filter((f) => f.alert_id === alertId).map(withoutUser),
  };
}

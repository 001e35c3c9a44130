import { randomUUID } from 'node:crypto';
import { NOTICE_FIRINGS, type Alert, type AlertFiring, type AlertsNotice } from '@contracts/alerts';
import type { AlertService } from '@server/alerts/alert-service';
import { ApiError } from '@server/shared/api-error';

/** An AlertService in memory, for tests of the app that are not about alerts' storage or judging. */
export interface MemoryAlerts extends AlertService {
  /** Records a firing of `alertId` as the evaluator would, and tells the listeners. */
  fire(userId: string, alertId: string, value: string, at: number): AlertFiring;
}

export function memoryAlerts(now: () => number = Date.now): MemoryAlerts {
  const alerts = new Map<string, { user: string; alert: Alert }>();
  const firings: { user: string; firing: AlertFiring }[] = [];
  const listeners = new Set<(userId: string, notice: AlertsNotice) => void>();
  let revision = 0;
  const firingsOf = (userId: string, limit: number) =>
    firings
      .filter((kept) => kept.user === userId)
      .slice(0, limit)
      .map((kept) => ({ ...kept.firing }));
  const noticeOf = (userId: string): AlertsNotice => ({ revision, firings: firingsOf(userId, NOTICE_FIRINGS) });
  const changed = (userId: string) => {
    revision += 1;
    for (const listener of listeners) listener(userId, noticeOf(userId));
  };
  const find = (userId: string, id: string): Alert => {
    const kept = alerts.get(id);
    if (kept?.user !== userId) throw new ApiError(404, 'UNKNOWN_ALERT', `There is no alert ${id}.`);
    return kept.alert;
  };
  return {
    list: (userId) =>
      Promise.resolve(
        [...alerts.values()]
          .filter((kept) => kept.user === userId)
          .reverse()
          .map((kept) => ({ ...kept.alert })),
      ),
    create(userId, alert) {
      const at = now();
      const created: Alert = {
        ...alert,
        id: randomUUID(),
        status: 'active',
        watch: { state: 'arming', reason: 'Waiting for a first price.' },
        created_at: at,
        updated_at: at,
        last_fired_at: null,
        fired_count: 0,
        unseen_count: 0,
      };
      alerts.set(created.id, { user: userId, alert: created });
      changed(userId);
      return Promise.resolve({ ...created });
    },
    update(userId, id, { paused, seen, ...rest }) {
      const alert = find(userId, id);
      Object.assign(alert, rest, { updated_at: now() });
      if (paused !== undefined) alert.status = paused ? 'paused' : 'active';
      if (seen === true) {
        for (const kept of firings) if (kept.firing.alert_id === id) kept.firing.seen = true;
        alert.unseen_count = 0;
      }
      changed(userId);
      return Promise.resolve({ ...alert });
    },
    remove(userId, id) {
      find(userId, id);
      alerts.delete(id);
      changed(userId);
      return Promise.resolve();
    },
    firings: (userId, limit) => Promise.resolve(firingsOf(userId, limit)),
    notice: (userId) => Promise.resolve(noticeOf(userId)),
    onNotice(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close: () => Promise.resolve(),
    fire(userId, alertId, value, at) {
      const alert = find(userId, alertId);
      const firing: AlertFiring = {
        id: randomUUID(),
        alert_id: alertId,
        symbol: alert.symbol,
        value,
        at,
        message: `${alert.symbol} reached ${value}`,
        note: alert.note,
        seen: false,
      };
      firings.unshift({ user: userId, firing });
      Object.assign(alert, {
        last_fired_at: at,
        fired_count: alert.fired_count + 1,
        unseen_count: alert.unseen_count + 1,
      });
      changed(userId);
      return { ...firing };
    },
  };
}

import type { AlertChange, NewAlert } from '@contracts/alerts';
import type { StoredAlert } from './alert-store';

/**
 * What a new alert is kept as: active, never fired. Every `AlertStore` (the database's, the test
 * store in memory) starts an alert from this, so they cannot drift apart. `unseen_count` is no
 * column (it is counted from the firings when read): see `newStoredAlert`.
 */
export function newAlertRecord(
  userId: string,
  id: string,
  alert: NewAlert,
  now: number,
): Omit<StoredAlert, 'unseen_count'> {
  return {
    id,
    user_id: userId,
    symbol: alert.symbol,
    condition: alert.condition,
    repeat: alert.repeat,
    expires_at: alert.expires_at,
    note: alert.note,
    status: 'active',
    created_at: now,
    updated_at: now,
    last_fired_at: null,
    fired_count: 0,
  };
}

/** A new alert as the store answers it: `newAlertRecord`, none of its firings unseen. */
export function newStoredAlert(userId: string, id: string, alert: NewAlert, now: number): StoredAlert {
  return { ...newAlertRecord(userId, id, alert, now), unseen_count: 0 };
}

/**
 * The fields of an alert in `status` that `change` sets (`seen` touches its firings only):
 * `paused` moves active to paused, and anything else to active (docs/alerts.md#what-an-alert-is).
 * Empty when nothing of the alert changes; the record's `updated_at` moves only when not.
 */
export function alertPatch(
  change: AlertChange,
  status: string,
): Partial<Pick<StoredAlert, 'condition' | 'repeat' | 'expires_at' | 'note' | 'status'>> {
  return {
    ...(change.condition === undefined ? {} : { condition: change.condition }),
    ...(change.repeat === undefined ? {} : { repeat: change.repeat }),
    ...(change.expires_at === undefined ? {} : { expires_at: change.expires_at }),
    ...(change.note === undefined ? {} : { note: change.note }),
    ...(change.paused === true && status === 'active' ? { status: 'paused' as const } : {}),
    ...(change.paused === false ? { status: 'active' as const } : {}),
  };
}

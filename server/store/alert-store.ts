import type { AlertChange, AlertCondition, AlertFiring, AlertRepeat, NewAlert } from '@contracts/alerts';

/**
 * An alert as the store keeps it: the browser's `Alert` without `watch` and `unseen_count`, which the
 * BFF adds when it answers (docs/alerts.md).
 */
export interface StoredAlert {
  id: string;
  user_id: string;
  symbol: string;
  condition: AlertCondition;
  repeat: AlertRepeat;
  expires_at: number | null;
  note: string;
  status: 'active' | 'paused' | 'done' | 'expired';
  created_at: number;
  updated_at: number;
  last_fired_at: number | null;
  fired_count: number;
  unseen_count: number;
}

/** A firing the evaluator wants to record; the store decides whether it is the first to claim it. */
export interface FiringClaim {
  id: string;
  alert_id: string;
  /** The price (or volume) that fired it, and its market time (ms). */
  value: string;
  at: number;
  message: string;
}

/**
 * Alerts and their firings (docs/alerts.md#kept-in-the-store). Every write is one statement or one
 * transaction, so two BFFs on one Postgres settle races in the database: `claimFiring` is the only
 * way a firing is recorded, and of two BFFs that judge the same crossing exactly one gets it.
 */
export interface AlertStore {
  /** Every alert of the user, the newest first. */
  listAlerts(userId: string): Promise<StoredAlert[]>;
  /** Every user's active alerts: what the evaluator judges after a start. */
  activeAlerts(): Promise<StoredAlert[]>;
  getAlert(userId: string, id: string): Promise<StoredAlert | null>;
  /** How many alerts the user keeps, of any status (MAX_ALERTS caps it). */
  countAlerts(userId: string): Promise<number>;
  createAlert(userId: string, id: string, alert: NewAlert, now: number): Promise<StoredAlert>;
  /**
   * Applies a change; `paused` moves active <-> paused (a done or expired alert resumed is active
   * again, its count kept); `seen` marks its firings seen. Null when there is no such alert.
   */
  updateAlert(userId: string, id: string, change: AlertChange, now: number): Promise<StoredAlert | null>;
  /** False when there was no such alert. Its firings stay in the log. */
  deleteAlert(userId: string, id: string): Promise<boolean>;
  /**
   * Records a firing if the alert may still fire at `claim.at`: it is active, not past its expiry,
   * and (once) has not fired, or (every) its last firing is at least the cooldown before `claim.at`.
   * In the same transaction the alert's `last_fired_at`, `fired_count` (and `status: 'done'` for
   * once) move on. The firing, or null when the alert may not fire (another BFF claimed it first).
   */
  claimFiring(claim: FiringClaim, now: number): Promise<AlertFiring | null>;
  /** The user's newest firings first, at most `limit`. */
  listFirings(userId: string, limit: number): Promise<AlertFiring[]>;
  /** Active alerts whose expiry is at or before `now` become expired; their ids. */
  expireDue(now: number): Promise<string[]>;
}

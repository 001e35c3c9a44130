import type { Alert, AlertChange, AlertFiring, AlertsNotice, NewAlert } from '@contracts/alerts';

/**
 * What the routes and the relay see of alerts (docs/alerts.md): the store's records with what the
 * evaluator knows added (each alert's `watch`), the checks a write must pass (expiry in the
 * future, the stream quota, the cap on alerts), and the notice of the relay topic `alerts/<USER>`.
 * A refused write throws an ApiError (server/shared/api-error.ts) whose message says why in words:
 * 400 for a body that cannot be, 404 for no such alert, 409 for the quota or the cap.
 */
export interface AlertService {
  list(userId: string): Promise<Alert[]>;
  create(userId: string, alert: NewAlert): Promise<Alert>;
  update(userId: string, id: string, change: AlertChange): Promise<Alert>;
  remove(userId: string, id: string): Promise<void>;
  firings(userId: string, limit: number): Promise<AlertFiring[]>;
  /** The retained notice of `alerts/<USER>` as it stands (the first revision and no firings before any). */
  notice(userId: string): Promise<AlertsNotice>;
  /** Called after every change of the user's alerts or firings, with the new notice. */
  onNotice(listener: (userId: string, notice: AlertsNotice) => void): () => void;
  /** Stops judging, unwatches the symbols, waits for claims in flight. */
  close(): Promise<void>;
}

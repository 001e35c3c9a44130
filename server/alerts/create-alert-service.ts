import { randomUUID } from 'node:crypto';
import { MAX_ALERTS, type Alert, type AlertChange } from '@contracts/alerts';
import { ApiError } from '@server/shared/api-error';
import type { Clock } from '@server/shared/clock';
import type { AlertStore, StoredAlert } from '@server/store/alert-store';
import type { SymbolDirectory } from '@server/upstream/market-data/symbol-directory';
import type { MarketFeed } from '@server/upstream/stream/market-feed';
import { createAlertEngine } from './alert-engine';
import { createAlertNotices } from './alert-notices';
import type { AlertService } from './alert-service';
import { watchOf } from './alert-watch';
import { checkStreamQuota, type StreamQuota } from './stream-quota';

export interface AlertServiceOptions {
  store: AlertStore;
  feed: Pick<MarketFeed, 'watch' | 'unwatch' | 'onEvent' | 'status'>;
  clock: Clock;
  /** Market time now (the broker's): whether the market is in a judged session. */
  marketNow: () => number;
  quota: StreamQuota;
  /** Whether the broker lists a symbol: an alert on one it does not would wait for a price forever. */
  symbols: SymbolDirectory;
  log: (line: string) => void;
  newId?: () => string;
  /**
   * The revision of the notice before any change (0 by default). The BFF passes its start time:
   * a tab compares revisions for change only, and must see one after a restart however many
   * changes each run counted (docs/alerts.md#delivery).
   */
  firstRevision?: number;
}

// The refusals' codes and words: docs/browser-api.md#alerts.
const unknownAlert = (id: string) =>
  new ApiError(404, 'UNKNOWN_ALERT', `There is no alert ${id}: it may have been deleted in another tab.`);

/**
 * Alerts for the routes and the relay (server/alerts/alert-service.ts): the store's records with
 * the evaluator's `watch`, the checks of every write (docs/alerts.md#limits), and the notice.
 * Starts judging at once; every call waits until the active alerts are loaded.
 */
export function createAlertService(o: AlertServiceOptions): AlertService & { ready: Promise<void> } {
  const { store, clock } = o;
  const newId = o.newId ?? randomUUID;
  const notices = createAlertNotices(store, o.log, o.firstRevision);
  const engine = createAlertEngine({
    feed: o.feed,
    store,
    clock,
    onChange: (userId) => {
      notices.changed(userId);
    },
    log: o.log,
    ...(o.newId === undefined ? {} : { newId: o.newId }),
  });
  const ready = engine.start().catch((error: unknown) => {
    o.log(`the active alerts could not be loaded: ${String(error)}`);
  });

  function toAlert(alert: StoredAlert): Alert {
    const facts = { marketNow: o.marketNow(), feedState: o.feed.status().state, engineState: engine.stateOf(alert.id) };
    return {
      id: alert.id,
      symbol: alert.symbol,
      condition: alert.condition,
      repeat: alert.repeat,
      expires_at: alert.expires_at,
      note: alert.note,
      status: alert.status,
      watch: watchOf(alert, facts),
      created_at: alert.created_at,
      updated_at: alert.updated_at,
      last_fired_at: alert.last_fired_at,
      fired_count: alert.fired_count,
      unseen_count: alert.unseen_count,
    };
  }

  function checkExpiry(expiresAt: number | null): void {
    if (expiresAt !== null && expiresAt <= clock.now())
      throw new ApiError(
        400,
        'INVALID_REQUEST',
        'expires_at: the expiry has passed; give a time in the future, or none.',
      );
  }

  function checkQuota(symbol: string): void {
    const carried = new Set([...Object.keys(o.feed.status().symbols), ...engine.symbols()]);
    checkStreamQuota(symbol, carried, o.quota);
  }

  /** Whether the change makes the alert judged anew: what it fires on, or whether it is active. */
  const rearms = (change: AlertChange) =>
    change.condition !== undefined ||
    change.repeat !== undefined ||
    change.expires_at !== undefined ||
    change.paused !== undefined;

  return {
    ready,
    async list(userId) {
      await ready;
      return (await store.listAlerts(userId)).map(toAlert);
    },
    async create(userId, alert) {
      await ready;
      checkExpiry(alert.expires_at);
      if ((await store.countAlerts(userId)) >= MAX_ALERTS)
        throw new ApiError(
          409,
          'TOO_MANY_ALERTS',
          `At most ${String(MAX_ALERTS)} alerts are kept; delete some you no longer need, then add this one.`,
        );
      // Rejects with UnknownSymbolError, answered 404 UNKNOWN_SYMBOL in the symbol's words.
      await o.symbols.categoriesOf([alert.symbol]);
      checkQuota(alert.symbol);
      const stored = await store.createAlert(userId, newId(), alert, clock.now());
      engine.add(stored);
      notices.changed(userId);
      return toAlert(stored);
    },
    async update(userId, id, change) {
      await ready;
      const existing = await store.getAlert(userId, id);
      if (existing === null) throw unknownAlert(id);
      if (change.expires_at !== undefined) checkExpiry(change.expires_at);
      const resumes = change.paused === false && existing.status !== 'active';
      if (resumes) {
        if (change.expires_at === undefined && existing.expires_at !== null && existing.expires_at <= clock.now())
          throw new ApiError(
            400,
            'INVALID_REQUEST',
            "expires_at: the alert's expiry has passed; give it a later one, or none, to resume it.",
          );
        checkQuota(existing.symbol);
      }
      const updated = await store.updateAlert(userId, id, change, clock.now());
      if (updated === null) throw unknownAlert(id);
      if (rearms(change)) engine.add(updated);
      notices.changed(userId);
      return toAlert(updated);
    },
    async remove(userId, id) {
      await ready;
      if (!(await store.deleteAlert(userId, id))) throw unknownAlert(id);
      engine.remove(id);
      notices.changed(userId);
    },
    async firings(userId, limit) {
      await ready;
      return store.listFirings(userId, limit);
    },
    notice: (userId) => notices.notice(userId),
    onNotice: (listener) => notices.onNotice(listener),
    async close() {
      await engine.close();
      await notices.settled();
    },
  };
}

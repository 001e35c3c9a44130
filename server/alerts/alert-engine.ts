import { randomUUID } from 'node:crypto';
import type { AlertFiring } from '@contracts/alerts';
import type { FeedEvent, MarketFeed } from '@server/upstream/stream/market-feed';
import type { Clock } from '@server/shared/clock';
import type { AlertStore, StoredAlert } from '@server/store/alert-store';
import { activeAlertOf, type ActiveAlert } from './active-alert';
import { judgedAtByMinute } from './alert-sessions';
import type { Fired } from './compile-condition';
import { createExpiryTimer } from './expiry-timer';
import { observeQuote, observeTick, type Observation } from './observation';
import { createSymbolIndex, type SymbolAlerts } from './symbol-index';

export interface AlertEngineOptions {
  feed: Pick<MarketFeed, 'watch' | 'unwatch' | 'onEvent' | 'status'>;
  store: Pick<AlertStore, 'claimFiring' | 'expireDue' | 'activeAlerts'>;
  clock: Clock;
  /**
   * The alerts of `userId` changed: a firing this engine claimed, a claim another BFF won (null),
   * or an expiry (null). The service's notice.
   */
  onChange: (userId: string, firing: AlertFiring | null) => void;
  log: (line: string) => void;
  newId?: () => string;
}

/**
 * Judges the active alerts on the BFF's one upstream stream (docs/alerts.md): each price of a
 * symbol against the previous one, only while the stream is live and the symbol's market is in a
 * judged session; a firing is recorded only if the store grants its claim, so one crossing fires
 * once however many BFFs judged it. The first price after a start, a reconnect or a change of the
 * alert only arms it.
 */
export function createAlertEngine(o: AlertEngineOptions) {
  const { clock } = o;
  const newId = o.newId ?? randomUUID;
  const index = createSymbolIndex(o.feed);
  const judgedAt = judgedAtByMinute();
  const inFlight = new Set<Promise<void>>();
  let live = o.feed.status().state === 'live';
  let closed = false;
  const expiry = createExpiryTimer({
    clock,
    soonest: () => soonestExpiry(),
    run: () => {
      const work = expireDue().catch((error: unknown) => {
        o.log(`alerts past their expiry could not be expired: ${String(error)}`);
      });
      // Closing waits for it as for a claim: the store may be closed right after.
      track(work);
      return work;
    },
  });

  function soonestExpiry(): number | null {
    let soonest: number | null = null;
    for (const alert of index.alerts())
      if (alert.expiresAt !== null && (soonest === null || alert.expiresAt < soonest)) soonest = alert.expiresAt;
    return soonest;
  }

  async function expireDue(): Promise<void> {
    const now = clock.now();
    const ids = await o.store.expireDue(now);
    const users = new Set<string>();
    for (const id of ids) {
      const alert = index.remove(id);
      if (alert !== undefined) users.add(alert.userId);
    }
    // Past its expiry an alert never fires, also one the store no longer calls active (another
    // BFF expired it, or it fired): none is left to be timed again at once.
    for (const alert of [...index.alerts()])
      if (alert.expiresAt !== null && alert.expiresAt <= now) index.remove(alert.id);
    for (const user of users) o.onChange(user, null);
  }

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function claim(alert: ActiveAlert, fired: Fired, at: number): void {
    // "Once" leaves at its first firing: the claim decides whether it was this BFF's, but either
    // way it may not fire again. "Every" keeps its cooldown here too, so it asks no more than needed.
    if (alert.once) index.remove(alert.id);
    else alert.lastFiredAt = at;
    const work = o.store
      .claimFiring({ id: newId(), alert_id: alert.id, value: fired.value, at, message: fired.message }, clock.now())
      .then((firing) => {
        // A claim refused means another BFF recorded this crossing (or the alert changed): this
        // BFF's tabs hear of it too, from the store.
        o.onChange(alert.userId, firing);
      })
      .catch((error: unknown) => {
        o.log(`alert ${alert.id}: the firing could not be recorded: ${String(error)}`);
      });
    track(work);
  }

  function judge(entry: SymbolAlerts, current: Observation): void {
    const previous = entry.last;
    // A price older than the one judged last (a quote overtaken by a trade) says nothing new.
    if (previous !== null && current.at < previous.at) return;
    if (!judgedAt(current.at)) return;
    const now = clock.now();
    for (const alert of entry.alerts.values()) {
      if (!alert.armed || previous === null) {
        alert.armed = true;
        continue;
      }
      const fired = alert.judge(previous, current);
      if (fired === null) continue;
      if (alert.expiresAt !== null && alert.expiresAt <= now) continue;
      if (alert.lastFiredAt !== null && !alert.once && current.at - alert.lastFiredAt < alert.cooldownMs) continue;
      claim(alert, fired, current.at);
    }
    entry.last = current;
  }

  function onEvent(event: FeedEvent): void {
    if (event.kind === 'status') {
      const nowLive = event.data.state === 'live';
      // Prices seen before the stream was lost are stale: the first after it is back only arms.
      if (live && !nowLive) index.disarmAll();
      live = nowLive;
      return;
    }
    if (!live || (event.kind !== 'tick' && event.kind !== 'quote')) return;
    const entry = index.of(event.symbol);
    if (entry === undefined) return;
    if (event.kind === 'quote') {
      const observed = observeQuote(event.data);
      entry.context = observed;
      judge(entry, observed);
      return;
    }
    for (const tick of event.data.ticks) judge(entry, observeTick(tick, entry.context));
  }

  const stop = o.feed.onEvent(onEvent);

  return {
    /** Expires what is due, then takes every active alert of the store. */
    async start(): Promise<void> {
      await expireDue();
      for (const alert of await o.store.activeAlerts()) if (!closed) index.add(activeAlertOf(alert));
      expiry.reschedule();
    },
    /** Judges the alert from now on, in place of any earlier version of it; not armed yet. */
    add(alert: StoredAlert): void {
      if (closed) return;
      if (alert.status === 'active') index.add(activeAlertOf(alert));
      else index.remove(alert.id);
      expiry.reschedule();
    },
    remove(id: string): void {
      index.remove(id);
      expiry.reschedule();
    },
    /** Whether the alert is judged here, and armed. */
    stateOf(id: string): 'absent' | 'arming' | 'armed' {
      const alert = index.get(id);
      if (alert === undefined) return 'absent';
      return alert.armed ? 'armed' : 'arming';
    },
    /** Whether some active alert keeps `symbol` watched. */
    watches: (symbol: string): boolean => index.has(symbol),
    /** The alerts' symbols: each is watched on the feed. */
    symbols: (): string[] => [...index.symbols()],
    isLive: (): boolean => live,
    /** Stops judging, unwatches every symbol, and waits for the claims in flight. */
    async close(): Promise<void> {
      closed = true;
      stop();
      expiry.cancel();
      index.clear();
      await Promise.all([...inFlight]);
    },
  };
}
export type AlertEngine = ReturnType<typeof createAlertEngine>;

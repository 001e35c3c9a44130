import type { Snapshot } from './market-data';
import type { LiveQuote } from './stream';

/** A streamed quote is used when its trade is newer, or as new but received later. */
export function isLiveNewer(live: LiveQuote, snapshot: Pick<Snapshot, 'last_trade_time' | 'received_at'>): boolean {
  if (live.trade_time !== snapshot.last_trade_time) return live.trade_time > snapshot.last_trade_time;
  return live.received_at >= snapshot.received_at;
}

/** Only the fields a message carries: laid over a snapshot, an absent field keeps its value. */
export function present<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The REST snapshot with a streamed quote (the upstream `Snapshot` message: the price and the
 * session figures) laid over it when that is newer; everything else (the book, EPS, turnover)
 * stays as the snapshot sent it, and `received_at` becomes the quote's. The stream has no
 * `close`: since `close` is the regular session's last trade (docs/protocol.md#change-references),
 * a streamed trade of regular hours is the new close; one of another session leaves it. The
 * page (its quote panel) and the BFF (snapshots for browsers that poll) lay quotes over alike.
 */
export function overlayLiveQuote<T extends Omit<Snapshot, 'instrument_id'>>(
  snapshot: T,
  live: LiveQuote | undefined,
  isRegularSession: (ms: number) => boolean,
): T {
  if (live === undefined || !isLiveNewer(live, snapshot)) return snapshot;
  return { ...snapshot, ...snapshotFieldsOf(live, isRegularSession) };
}

/**
 * The snapshot's fields a streamed quote carries, under the snapshot's names: those it has, the
 * close when its trade is of the regular session, and its trade and receipt times.
 */
export function snapshotFieldsOf(live: LiveQuote, isRegularSession: (ms: number) => boolean) {
  return {
    ...present({
      price: live.price,
      open: live.open,
      high: live.high,
      low: live.low,
      pre_close: live.pre_close,
      volume: live.volume,
      change: live.change,
      change_ratio: live.change_ratio,
      extend_hour_last_price: live.ext_price,
      extend_hour_change: live.ext_change,
      extend_hour_change_ratio: live.ext_change_ratio,
      extend_hour_last_trade_time: live.ext_trade_time,
      ovn_price: live.ovn_price,
      ovn_change: live.ovn_change,
      ovn_change_ratio: live.ovn_change_ratio,
      ovn_last_trade_time: live.ovn_trade_time,
    }),
    ...(isRegularSession(live.trade_time) ? { close: live.price } : {}),
    last_trade_time: live.trade_time,
    received_at: live.received_at,
  };
}

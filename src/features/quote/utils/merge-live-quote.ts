import type { LiveDepth, LiveQuote } from '@contracts/stream';
import { tradingSessionAt } from '@src/lib/eastern-time';
import type { QuoteSnapshot } from '../api/get-snapshot';

/** A streamed quote is used when its trade is newer, or as new but received later. */
export function isLiveNewer(live: LiveQuote, snapshot: QuoteSnapshot): boolean {
  if (live.trade_time !== snapshot.last_trade_time) return live.trade_time > snapshot.last_trade_time;
  return live.received_at >= snapshot.received_at;
}

/** Copies only the fields the message carries; an absent field keeps the snapshot's value. */
function present<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The REST snapshot with the streamed values laid over it when they are newer. The stream
 * carries the price and session figures (upstream `Snapshot`) and the book (upstream
 * `Quote`); fundamentals such as EPS stay as the snapshot sent them. The stream has no `close`:
 * since `close` is the regular session's last trade (docs/protocol.md#change-references), a
 * streamed trade of regular hours is the new close; one of another session leaves it.
 */
export function mergeLiveQuote(
  snapshot: QuoteSnapshot,
  live: LiveQuote | undefined,
  depth: LiveDepth | undefined,
): QuoteSnapshot {
  let merged = snapshot;
  if (live !== undefined && isLiveNewer(live, snapshot)) {
    merged = {
      ...merged,
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
      ...(tradingSessionAt(live.trade_time) === 'regular' ? { close: live.price } : {}),
      last_trade_time: live.trade_time,
      received_at: live.received_at,
    };
  }
  const bid = depth?.bids[0];
  const ask = depth?.asks[0];
  if (depth !== undefined && depth.received_at >= snapshot.received_at) {
    merged = {
      ...merged,
      ...present({ bid: bid?.price, bid_size: bid?.size, ask: ask?.price, ask_size: ask?.size }),
    };
  }
  return merged;
}

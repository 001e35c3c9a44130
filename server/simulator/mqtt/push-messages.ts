import type { Market } from '../market/market';
import { bookMomentMs } from '../market/overnight-gap';
import type { SimTick } from '../market/types';
import { QUOTES_MESSAGE_TYPES } from '@server/protocol/quotes-proto';

const { quote: QuoteType, snapshot: SnapshotType, tick: TickType } = QUOTES_MESSAGE_TYPES;

/** Data sub_types of the HTTP subscribe call and the MQTT topic each one is pushed on (docs/protocol.md#topics-and-messages). */
export const SUB_TYPES = ['QUOTE', 'SNAPSHOT', 'TICK'] as const;
export type SubType = (typeof SUB_TYPES)[number];
export const TOPIC_OF: Record<SubType, string> = { QUOTE: 'quote', SNAPSHOT: 'snapshot', TICK: 'tick' };

/**
 * When a message is built: market time for the values, and the wall clock for Basic.timestamp,
 * read after the model's values are computed so the stamp is as close to the send as possible.
 */
export interface PushMoment {
  marketNowMs: number;
  wallNow: () => number;
}

function basic(market: Market, symbol: string, moment: PushMoment) {
  return {
    symbol,
    instrument_id: market.instrument(symbol)?.instrument_id ?? '',
    // Wall-clock push time in ms, as the SDK reads it (int, then /1000), so latency is measurable.
    timestamp: String(moment.wallNow()),
    trading_session: market.sessionAt(moment.marketNowMs),
  };
}

/** `Snapshot`: the same figures as the REST snapshot at the same market time. */
export function encodeSnapshot(market: Market, symbol: string, moment: PushMoment): Uint8Array {
  const s = market.snapshot(symbol, moment.marketNowMs);
  const message = {
    basic: basic(market, symbol, moment),
    trade_time: String(s.last_trade_time),
    price: s.price,
    open: s.open,
    high: s.high,
    low: s.low,
    pre_close: s.pre_close,
    volume: s.volume,
    change: s.change,
    change_ratio: s.change_ratio,
    ext_trade_time: String(s.extend_hour_last_trade_time),
    ext_price: s.extend_hour_last_price,
    ext_high: s.extend_hour_high,
    ext_low: s.extend_hour_low,
    ext_volume: s.extend_hour_volume,
    ext_change: s.extend_hour_change,
    ext_change_ratio: s.extend_hour_change_ratio,
    ovn_trade_time: String(s.ovn_last_trade_time),
    ovn_price: s.ovn_price,
    ovn_high: s.ovn_high,
    ovn_low: s.ovn_low,
    ovn_volume: s.ovn_volume,
    ovn_change: s.ovn_change,
    ovn_change_ratio: s.ovn_change_ratio,
  };
  return SnapshotType.encode(SnapshotType.fromObject(message)).finish();
}

/** `Quote`: the order book of `levels` levels, as the REST depth endpoint answers it. */
export function encodeQuote(
  market: Market,
  symbol: string,
  levels: number,
  moment: PushMoment,
  overnight: boolean,
): Uint8Array {
  const book = market.depth(symbol, bookMomentMs(moment.marketNowMs, overnight), levels);
  const side = (rows: readonly { price: string; size: string }[]) =>
    rows.map((r) => ({ price: r.price, size: r.size }));
  const message = { basic: basic(market, symbol, moment), asks: side(book.asks), bids: side(book.bids) };
  return QuoteType.encode(QuoteType.fromObject(message)).finish();
}

/** `Tick`: one trade, as the REST ticks endpoint lists it. */
export function encodeTick(market: Market, symbol: string, tick: SimTick, moment: PushMoment): Uint8Array {
  const message = {
    basic: basic(market, symbol, moment),
    time: String(tick.time),
    price: tick.price,
    volume: tick.volume,
    side: tick.side,
  };
  return TickType.encode(TickType.fromObject(message)).finish();
}

import { perShareFigures } from './fundamentals';
import { priceChange } from './price-change';
import { formatPrice, UNITS_PER_DOLLAR } from './price-units';
import { halfSpread, levelSize } from './quote-book';
import { aggregateRange, regularAggregate, windowAggregate, type Aggregate } from './range-aggregate';
import { extendedWindow, overnightWindow, type SessionWindow } from './session-windows';
import type { TickerModel } from './ticker-model';
import { previousTradingDay } from './trading-days';
import { quoteSecond, sessionAt, sessionDayAt } from './trading-window';
import type { SimSnapshot } from './types';

function must(agg: Aggregate | undefined, what: string): Aggregate {
  if (agg === undefined) throw new Error(`${what} has not started`);
  return agg;
}

function sessionAggregate(model: TickerModel, window: SessionWindow, nowMs: number): Aggregate {
  return must(aggregateRange(model, window.fromMs, window.toMs, nowMs), 'session window');
}

/**
 * Snapshot at nowMs (the references of every change: docs/protocol.md#change-references).
 * The session day is the trading day now trading, or the last one before a closure. `price`
 * is its last trade in any session; `pre_close` is the previous trading day's regular close,
 * and `change` is measured from it. The regular fields (open, high, low, close, volume,
 * turnover) are the newest daily bar: the session day's regular session from 09:30 (close =
 * the last regular trade), before that the previous trading day's. Extended and overnight
 * figures aggregate the M1 bars of those sessions.
 */
export function snapshotAt(model: TickerModel, nowMs: number): SimSnapshot {
  const { ticker, seed } = model;
  const day = sessionDayAt(nowMs);
  if (day === undefined) throw new Error('no trading before the first simulated day');
  const previous = previousTradingDay(day);
  const last = must(windowAggregate(model, day, nowMs), 'trading day');
  const regular = regularAggregate(model, day, nowMs) ?? must(regularAggregate(model, previous, nowMs), 'previous day');
  const price = formatPrice(last.close);
  const preClose = formatPrice(model.daily.close(previous));
  const change = priceChange(price, preClose);
  const second = quoteSecond(nowMs, last.lastTradeMs);
  const half = halfSpread(ticker, last.close, sessionAt(nowMs) === 'OVN');

  const extWindow = extendedWindow(model, day, nowMs);
  const ext = sessionAggregate(model, extWindow, nowMs);
  const extChange = priceChange(formatPrice(ext.close), formatPrice(extWindow.reference));
  const ovnWindow = overnightWindow(model, day);
  const ovn = sessionAggregate(model, ovnWindow, nowMs);
  const ovnChange = priceChange(formatPrice(ovn.close), formatPrice(ovnWindow.reference));
  const ovnHalf = halfSpread(ticker, ovn.close, true);

  return {
    symbol: ticker.instrument.symbol,
    instrument_id: ticker.instrument.instrument_id,
    price,
    open: formatPrice(regular.open),
    close: formatPrice(regular.close),
    high: formatPrice(regular.high),
    low: formatPrice(regular.low),
    pre_close: preClose,
    volume: String(regular.volume),
    change: change.change,
    change_ratio: change.ratio,
    last_trade_time: last.lastTradeMs,
    ask: formatPrice(last.close + half),
    ask_size: String(levelSize(seed, ticker, second, 1, 0)),
    bid: formatPrice(last.close - half),
    bid_size: String(levelSize(seed, ticker, second, 0, 0)),
    turnover: (regular.turnover / UNITS_PER_DOLLAR).toFixed(2),
    ...perShareFigures(seed, ticker),
    lot_size: ticker.instrument.lot_size,
    extend_hour_last_price: formatPrice(ext.close),
    extend_hour_high: formatPrice(ext.high),
    extend_hour_low: formatPrice(ext.low),
    extend_hour_change: extChange.change,
    extend_hour_change_ratio: extChange.ratio,
    extend_hour_volume: String(ext.volume),
    extend_hour_last_trade_time: ext.lastTradeMs,
    ovn_price: formatPrice(ovn.close),
    ovn_high: formatPrice(ovn.high),
    ovn_low: formatPrice(ovn.low),
    ovn_volume: String(ovn.volume),
    ovn_change: ovnChange.change,
    ovn_change_ratio: ovnChange.ratio,
    ovn_last_trade_time: ovn.lastTradeMs,
    ovn_ask: formatPrice(ovn.close + ovnHalf),
    ovn_ask_size: String(levelSize(seed, ticker, second, 3, 0)),
    ovn_bid: formatPrice(ovn.close - ovnHalf),
    ovn_bid_size: String(levelSize(seed, ticker, second, 2, 0)),
  };
}

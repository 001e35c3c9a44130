import { dayOf } from './eastern-time';
import { perShareFigures } from './fundamentals';
import { priceChange } from './price-change';
import { formatPrice, UNITS_PER_DOLLAR } from './price-units';
import { halfSpread, levelSize } from './quote-book';
import { aggregateRange, dayAggregate, type Aggregate } from './range-aggregate';
import { extendedWindow, overnightWindow, type SessionWindow } from './session-windows';
import type { TickerModel } from './ticker-model';
import type { SimSnapshot } from './types';

function sessionAggregate(model: TickerModel, window: SessionWindow, nowMs: number): Aggregate {
  const agg = aggregateRange(model, window.fromMs, window.toMs, nowMs);
  if (agg === undefined) throw new Error('session window has not started');
  return agg;
}

/**
 * Snapshot at nowMs. Today's figures are the live aggregate of today's minutes (the same
 * aggregate as today's D bar), pre_close is yesterday's D close, and the extended-hours and
 * overnight figures aggregate the M1 bars of those sessions.
 */
export function snapshotAt(model: TickerModel, nowMs: number): SimSnapshot {
  const { ticker, seed } = model;
  const today = dayOf(nowMs);
  const day = dayAggregate(model, today, nowMs);
  const price = formatPrice(day.close);
  const preClose = formatPrice(model.daily.close(today - 1));
  const change = priceChange(price, preClose);
  const second = Math.floor(nowMs / 1000);
  const half = halfSpread(ticker, day.close, false);

  const extWindow = extendedWindow(model, nowMs);
  const ext = sessionAggregate(model, extWindow, nowMs);
  const extChange = priceChange(formatPrice(ext.close), formatPrice(extWindow.reference));
  const ovnWindow = overnightWindow(model, nowMs);
  const ovn = sessionAggregate(model, ovnWindow, nowMs);
  const ovnChange = priceChange(formatPrice(ovn.close), formatPrice(ovnWindow.reference));
  const ovnHalf = halfSpread(ticker, ovn.close, true);

  return {
    symbol: ticker.instrument.symbol,
    instrument_id: ticker.instrument.instrument_id,
    price,
    open: formatPrice(day.open),
    close: price,
    high: formatPrice(day.high),
    low: formatPrice(day.low),
    pre_close: preClose,
    volume: String(day.volume),
    change: change.change,
    change_ratio: change.ratio,
    last_trade_time: day.lastTradeMs,
    ask: formatPrice(day.close + half),
    ask_size: String(levelSize(seed, ticker, second, 1, 0)),
    bid: formatPrice(day.close - half),
    bid_size: String(levelSize(seed, ticker, second, 0, 0)),
    turnover: (day.turnover / UNITS_PER_DOLLAR).toFixed(2),
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

import { MINUTE_MS } from '@market/eastern-time';
import type { TickerModel } from './ticker-model';
import { nextTradingDay } from './trading-days';
import { firstWindowEndingAfter, regularSpan, windowOf } from './trading-window';

/** OHLCV (units, shares) of the trading in a time range, as seen at some instant. */
export interface Aggregate {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Sum of volume x price (units x shares), approximate within a minute. */
  turnover: number;
  /** Start (ms) of the second of the last trade in the range. */
  lastTradeMs: number;
}

/**
 * Aggregates the M1 bars in [fromMs, toMs) (minute-aligned) that have started by nowMs; the
 * minute containing nowMs contributes its partial bar up to the current second. Only trading
 * minutes count: closed hours have no bars. This one function feeds intraday bars, today's
 * daily bar, the snapshot and the session figures, so they cannot disagree. Returns undefined
 * when no trading minute of the range has started.
 */
export function aggregateRange(model: TickerModel, fromMs: number, toMs: number, nowMs: number): Aggregate | undefined {
  const liveMinute = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  const end = Math.min(toMs, liveMinute + MINUTE_MS);
  if (fromMs >= end) return undefined;
  const agg: Aggregate = { open: 0, high: -Infinity, low: Infinity, close: 0, volume: 0, turnover: 0, lastTradeMs: 0 };
  let first = true;
  let day = firstWindowEndingAfter(fromMs);
  for (let w = windowOf(day); w.startMs < end; w = windowOf(day)) {
    const path = model.dayPath(day);
    const stop = Math.min(end, w.endMs);
    const lastIndex = (stop - w.startMs) / MINUTE_MS;
    for (let i = Math.max(0, Math.ceil((fromMs - w.startMs) / MINUTE_MS)); i < lastIndex; i += 1) {
      const minuteMs = w.startMs + i * MINUTE_MS;
      if (minuteMs === liveMinute) {
        addLiveMinute(agg, model, day, i, w.startMs, nowMs - minuteMs, first);
      } else {
        const open = path.opens[i] ?? 0;
        const close = path.opens[i + 1] ?? 0;
        const high = path.highs[i] ?? 0;
        const low = path.lows[i] ?? 0;
        const volume = path.volumes[i] ?? 0;
        if (first) agg.open = open;
        if (high > agg.high) agg.high = high;
        if (low < agg.low) agg.low = low;
        agg.close = close;
        agg.volume += volume;
        agg.turnover += (volume * (open + close + high + low)) / 4;
        agg.lastTradeMs = minuteMs + MINUTE_MS - 1000;
      }
      first = false;
    }
    day = nextTradingDay(day);
  }
  return first ? undefined : agg;
}

/** The regular session of trading day `day` as seen at nowMs; undefined before its 09:30. */
export function regularAggregate(model: TickerModel, day: number, nowMs: number): Aggregate | undefined {
  const { fromMs, toMs } = regularSpan(day);
  return aggregateRange(model, fromMs, toMs, nowMs);
}

/** Everything trading day `day` traded (overnight to after hours) up to nowMs; undefined before it starts. */
export function windowAggregate(model: TickerModel, day: number, nowMs: number): Aggregate | undefined {
  const w = windowOf(day);
  return aggregateRange(model, w.startMs, w.endMs, nowMs);
}

function addLiveMinute(
  agg: Aggregate,
  model: TickerModel,
  day: number,
  index: number,
  startMs: number,
  elapsedMs: number,
  first: boolean,
): void {
  const minute = model.minutePath(day, index);
  const second = Math.floor(elapsedMs / 1000);
  if (first) agg.open = minute.prices[0] ?? 0;
  for (let s = 0; s <= second + 1; s += 1) {
    const price = minute.prices[s] ?? 0;
    if (price > agg.high) agg.high = price;
    if (price < agg.low) agg.low = price;
    if (s > 0) agg.turnover += (minute.secondVolumes[s - 1] ?? 0) * price;
  }
  agg.close = minute.prices[second + 1] ?? 0;
  agg.volume += minute.cumulativeVolume[second + 1] ?? 0;
  agg.lastTradeMs = startMs + index * MINUTE_MS + second * 1000;
}

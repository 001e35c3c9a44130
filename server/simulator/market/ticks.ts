import { MINUTE_MS } from '@market/eastern-time';
import { SECONDS } from './minute-path';
import { formatPrice } from './price-units';
import type { TickerModel } from './ticker-model';
import { previousTradingDay } from './trading-days';
import { FIRST_TRADING_DAY, sessionDayAt, windowOf } from './trading-window';
import type { SimTick } from './types';

/**
 * The last `count` trades up to nowMs, newest first: one print per second of trading (stamped
 * at the second's start) carrying that second's volume at the minute path's price, so tick
 * prices lie inside their M1 bar and the newest equals the snapshot price. Closed hours have
 * no prints: while the exchange is closed the newest tick is the last trade before it closed.
 * Side: B when the price rose, S when it fell, N when unchanged.
 */
export function ticksAt(model: TickerModel, nowMs: number, count: number): SimTick[] {
  const ticks: SimTick[] = [];
  let day = sessionDayAt(nowMs);
  if (day === undefined) return ticks;
  let w = windowOf(day);
  let minuteMs = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  let second = Math.floor((nowMs - minuteMs) / 1000);
  if (minuteMs >= w.endMs) {
    minuteMs = w.endMs - MINUTE_MS;
    second = SECONDS - 1;
  }
  while (ticks.length < count) {
    if (minuteMs < w.startMs) {
      if (day <= FIRST_TRADING_DAY) break;
      day = previousTradingDay(day);
      w = windowOf(day);
      minuteMs = w.endMs - MINUTE_MS;
      second = SECONDS - 1;
    }
    const minute = model.minutePath(day, (minuteMs - w.startMs) / MINUTE_MS);
    for (let s = second; s >= 0 && ticks.length < count; s -= 1) {
      const price = minute.prices[s + 1] ?? 0;
      const before = minute.prices[s] ?? 0;
      ticks.push({
        time: minuteMs + s * 1000,
        price: formatPrice(price),
        volume: String(minute.secondVolumes[s] ?? 0),
        side: price > before ? 'B' : price < before ? 'S' : 'N',
      });
    }
    minuteMs -= MINUTE_MS;
    second = SECONDS - 1;
  }
  return ticks;
}

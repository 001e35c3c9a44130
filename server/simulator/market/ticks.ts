import { EPOCH_DAY } from './daily-model';
import { dayOf, dayStartMs, MINUTE_MS } from './eastern-time';
import { SECONDS } from './minute-path';
import { formatPrice } from './price-units';
import type { TickerModel } from './ticker-model';
import type { SimTick } from './types';

/**
 * The last `count` trades up to nowMs, newest first: one print per second (stamped at the
 * second's start) carrying that second's volume at the minute path's price, so tick prices lie
 * inside their M1 bar and the newest equals the snapshot price. Side: B when the price rose, S
 * when it fell, N when unchanged.
 */
export function ticksAt(model: TickerModel, nowMs: number, count: number): SimTick[] {
  const ticks: SimTick[] = [];
  const epochMs = dayStartMs(EPOCH_DAY);
  let minuteMs = Math.floor(nowMs / MINUTE_MS) * MINUTE_MS;
  let second = Math.floor((nowMs - minuteMs) / 1000);
  while (ticks.length < count && minuteMs >= epochMs) {
    const day = dayOf(minuteMs);
    const minute = model.minutePath(day, (minuteMs - dayStartMs(day)) / MINUTE_MS);
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

import { formatPrice, tickFor } from './price-units';
import { halfSpread, levelGap, levelSize } from './quote-book';
import { windowAggregate } from './range-aggregate';
import type { TickerModel } from './ticker-model';
import { quoteSecond, sessionAt, sessionDayAt } from './trading-window';
import type { SimDepth, SimDepthLevel } from './types';

/**
 * Order book of `levels` levels per side around the current price; level 0 is the snapshot's
 * bid/ask (same spread and sizes), deeper levels step out by one or two grid steps. While the
 * exchange is closed the book is the one of the last trade, unchanged until it reopens.
 */
export function depthAt(model: TickerModel, nowMs: number, levels: number): SimDepth {
  const sessionDay = sessionDayAt(nowMs);
  const day = sessionDay === undefined ? undefined : windowAggregate(model, sessionDay, nowMs);
  if (day === undefined) throw new Error('no trading before the first simulated day');
  const second = quoteSecond(nowMs, day.lastTradeMs);
  const half = halfSpread(model.ticker, day.close, sessionAt(nowMs) === 'OVN');
  const tick = tickFor(day.close);
  const asks: SimDepthLevel[] = [];
  const bids: SimDepthLevel[] = [];
  let ask = day.close + half;
  let bid = day.close - half;
  for (let level = 0; level < levels; level += 1) {
    if (level > 0) {
      ask += tick * levelGap(model.seed, model.ticker, second, 1, level);
      bid -= tick * levelGap(model.seed, model.ticker, second, 0, level);
    }
    asks.push({ price: formatPrice(ask), size: String(levelSize(model.seed, model.ticker, second, 1, level)) });
    // A book never quotes at or below zero; deep bids of penny names simply stop.
    if (bid > 0)
      bids.push({ price: formatPrice(bid), size: String(levelSize(model.seed, model.ticker, second, 0, level)) });
  }
  return { quote_time: second * 1000, asks, bids };
}

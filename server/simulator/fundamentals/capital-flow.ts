import Decimal from 'decimal.js';
import { uniform } from '../market/hash';
import type { Market } from '../market/market';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import { FSTREAM } from './streams';

/** A day's traded value = volume x typical price ((high + low + close) / 3), whole dollars. */
function turnover(bar: { high: string; low: string; close: string; volume: string }): Decimal {
  return new Decimal(bar.high).plus(bar.low).plus(bar.close).div(3).times(bar.volume).round();
}

/**
 * Capital flow of the `count` newest daily bars (today's so far included), oldest first,
 * `date` as YYYYMMDD (docs/protocol.md#fundamentals). Each day's traded value is split into large, medium
 * and small orders, and each class into buying (in) and selling (out) leaning with the day's
 * move; the six figures add up to exactly the day's traded value.
 */
export function capitalFlow(market: Market, ticker: ModelTicker, nowMs: number, count: number) {
  const bars = market.bars(ticker.instrument.symbol, 'D', { count, nowMs });
  return bars.reverse().map((bar) => {
    const day = Math.floor(bar.time / 86_400_000);
    const u = (n: number): number => uniform(ticker.key, FSTREAM.capitalFlow, day, n);
    const total = turnover(bar);
    const large = total.times(0.2 + 0.25 * u(1)).round();
    const medium = total.times(0.25 + 0.15 * u(2)).round();
    const small = total.minus(large).minus(medium);
    const move = new Decimal(bar.close).div(bar.open).minus(1).toNumber();
    const inShare = (n: number): number => Math.min(0.8, Math.max(0.2, 0.5 + move * 8 + 0.1 * (u(n) - 0.5)));
    const largeIn = large.times(inShare(3)).round();
    const mediumIn = medium.times(inShare(4)).round();
    const smallIn = small.times(inShare(5)).round();
    return {
      date: new Date(bar.time + 12 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', ''),
      large_in: largeIn.toFixed(0),
      large_out: large.minus(largeIn).toFixed(0),
      medium_in: mediumIn.toFixed(0),
      medium_out: medium.minus(mediumIn).toFixed(0),
      small_in: smallIn.toFixed(0),
      small_out: small.minus(smallIn).toFixed(0),
    };
  });
}

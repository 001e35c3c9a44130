import Decimal from 'decimal.js';
import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { dateOfDay, dayOfDate, weekdayOfDay } from '@market/calendar';

// How longer bars are built from shorter ones the BFF already holds: docs/protocol.md#derived-bars.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const INTRADAY_MINUTES: Partial<Record<Timespan, number>> = {
  M1: 1,
  M5: 5,
  M15: 15,
  M30: 30,
  M60: 60,
  M120: 120,
  M240: 240,
};

/**
 * The held timespans a bar of `target` can be built from, finest first. An intraday bar is the
 * span of its length from a multiple of it in UTC, so every shorter intraday span nests in it.
 * W, M and Y bars aggregate the daily bars of their trading days; Y also nests months. W never
 * builds M or Y: a week can straddle a month's end.
 */
export function basesOf(target: Timespan): Timespan[] {
  const minutes = INTRADAY_MINUTES[target];
  if (minutes !== undefined) {
    return Object.entries(INTRADAY_MINUTES)
      .filter(([, m]) => m < minutes && minutes % m === 0)
      .map(([span]) => span as Timespan);
  }
  if (target === 'W' || target === 'M') return ['D'];
  if (target === 'Y') return ['D', 'M'];
  return [];
}

/** A series the BFF holds: the newest bars up to when it was fetched, oldest first. */
export interface HeldSeries {
  timespan: Timespan;
  bars: readonly Bar[];
  /** The provider gave fewer bars than asked for: nothing older exists. */
  complete: boolean;
}

/**
 * The `count` newest `target` bars that start before `end`, from a held series of the same
 * timespan or of a base it is built from; undefined when the series does not hold them all.
 */
export function answerFrom(
  held: HeldSeries,
  target: Timespan,
  want: { count: number; end?: number | undefined },
): Bar[] | undefined {
  if (held.timespan !== target) return deriveBars(held, target, want);
  const wanted = held.bars.filter((b) => want.end === undefined || b.time < want.end);
  if (wanted.length < want.count && !held.complete) return undefined;
  return wanted.slice(-want.count);
}

/**
 * The `count` newest `target` bars that start before `end` (any when undefined), built from a
 * held series of a base timespan, or undefined when the series cannot give exactly what the
 * provider would: a bucket is kept only when every base bar it can hold is in the series.
 */
export function deriveBars(
  held: HeldSeries,
  target: Timespan,
  want: { count: number; end?: number | undefined },
): Bar[] | undefined {
  if (!basesOf(target).includes(held.timespan)) return undefined;
  const keyOf = bucketKey(target);
  const buckets: { key: number; bars: Bar[] }[] = [];
  for (const bar of held.bars) {
    const key = keyOf(bar.time);
    const last = buckets.at(-1);
    if (last !== undefined && last.key === key) last.bars.push(bar);
    else buckets.push({ key, bars: [bar] });
  }
  // The oldest bucket may have begun before the series did, unless the series starts on its
  // boundary (intraday) or holds the whole history.
  const first = buckets[0];
  const intraday = INTRADAY_MINUTES[target] !== undefined;
  if (first !== undefined && !held.complete && !(intraday && first.bars[0]?.time === first.key)) buckets.shift();
  const wanted = buckets.filter((b) => want.end === undefined || stampOf(b, intraday) < want.end);
  // Fewer than asked is what the provider gives too, but only once history has run out.
  if (wanted.length < want.count && !held.complete) return undefined;
  return wanted.slice(-want.count).map((b) => aggregate(b.bars, stampOf(b, intraday)));
}

/** An intraday bar is stamped at its span's start; a calendar bar at its first trading day. */
function stampOf(bucket: { key: number; bars: Bar[] }, intraday: boolean): number {
  return intraday ? bucket.key : (bucket.bars[0]?.time ?? bucket.key);
}

/** The bucket a base bar starting at `time` falls in. */
function bucketKey(target: Timespan): (time: number) => number {
  const minutes = INTRADAY_MINUTES[target];
  if (minutes !== undefined) {
    const span = minutes * MINUTE_MS;
    return (time) => Math.floor(time / span) * span;
  }
  // A daily (or monthly) bar starts at 00:00 New York, 04:00 or 05:00 UTC of the same date, so
  // its UTC date is its New York date.
  return (time) => {
    const day = Math.floor(time / DAY_MS);
    const { year, month } = dateOfDay(day);
    if (target === 'W') return day - ((weekdayOfDay(day) + 6) % 7);
    if (target === 'M') return dayOfDate(year, month, 1);
    return dayOfDate(year, 1, 1);
  };
}

function aggregate(bars: readonly Bar[], time: number): Bar {
  const [first] = bars;
  const last = bars.at(-1);
  if (first === undefined || last === undefined) throw new Error('an empty bucket has no bar');
  let high = new Decimal(first.high);
  let low = new Decimal(first.low);
  let volume = new Decimal(0);
  for (const bar of bars) {
    high = Decimal.max(high, bar.high);
    low = Decimal.min(low, bar.low);
    volume = volume.plus(bar.volume);
  }
  return {
    time,
    open: first.open,
    high: bars.find((b) => high.eq(b.high))?.high ?? high.toString(),
    low: bars.find((b) => low.eq(b.low))?.low ?? low.toString(),
    close: last.close,
    volume: volume.toFixed(),
  };
}

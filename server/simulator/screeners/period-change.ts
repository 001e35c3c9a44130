import { MINUTE_MS } from '@market/eastern-time';
import { priceChange } from '../market/price-change';
import { sessionAt } from '../market/trading-window';
import { barDay, barOnOrBefore, monthsBefore } from './day-history';
import type { StockFacts } from './stock-facts';

export type GainersRankType =
  'PRE_MARKET' | 'AFTER_MARKET' | 'MIN_3' | 'MIN_5' | 'DAY_1' | 'DAY_5' | 'MONTH_1' | 'MONTH_3' | 'WEEK_52';

/** Price, change and change ratio over a rank type's period, or undefined when it has none now. */
export interface PeriodChange {
  price: string;
  change: string;
  change_ratio: string;
}

/**
 * Where each multi-day look-back starts (docs/protocol.md#screeners): DAY_5 counts trading
 * days (the close 5 sessions before the session day); the month and 52-week look-backs are
 * calendar windows (the last close on or before the same date 1 or 3 months, or 364 days, earlier).
 */
type LookBack = { sessions: number } | { months: number } | { days: number };
const LOOK_BACKS: Partial<Record<GainersRankType, LookBack>> = {
  DAY_5: { sessions: 5 },
  MONTH_1: { months: 1 },
  MONTH_3: { months: 3 },
  WEEK_52: { days: 364 },
};
const SECTOR_LOOK_BACKS: Record<'D5' | 'MO1' | 'MO3', LookBack> = {
  D5: { sessions: 5 },
  MO1: { months: 1 },
  MO3: { months: 3 },
};
const MINUTES_BACK: Partial<Record<GainersRankType, number>> = { MIN_3: 3, MIN_5: 5 };

function fromReference(price: string, reference: string | undefined): PeriodChange | undefined {
  if (reference === undefined) return undefined;
  const { change, ratio } = priceChange(price, reference);
  return { price, change, change_ratio: ratio };
}

/** Eastern day on or after which a look-back's period starts (its reference close is the one before). */
function referenceDay(facts: StockFacts, back: LookBack): number | undefined {
  if ('sessions' in back) {
    const bar = facts.past[back.sessions - 1];
    return bar === undefined ? undefined : barDay(bar);
  }
  return 'months' in back ? monthsBefore(facts.sessionDay, back.months) : facts.sessionDay - back.days;
}

function lookBackClose(facts: StockFacts, back: LookBack): string | undefined {
  const day = referenceDay(facts, back);
  return day === undefined ? undefined : barOnOrBefore(facts.past, day)?.close;
}

/**
 * The change a gainers/losers rank type measures. DAY_1 is the snapshot's change; the multi-day
 * types measure from the look-back's close; MIN_3/MIN_5 from the price 3 or 5 minutes ago (the
 * close of the last M1 bar that had ended by then, so a closed market shows no change).
 * PRE_MARKET and AFTER_MARKET are the snapshot's extended-hours change, and list only while
 * the snapshot reports that session (pre-market from 04:00 until the regular close of a
 * trading day, after hours from then until the next pre-market, closures included).
 */
export function periodChange(facts: StockFacts, rankType: GainersRankType, asOfMs: number): PeriodChange | undefined {
  const { snapshot } = facts;
  if (rankType === 'DAY_1')
    return { price: snapshot.price, change: snapshot.change, change_ratio: snapshot.change_ratio };
  if (rankType === 'PRE_MARKET' || rankType === 'AFTER_MARKET') {
    const session = sessionAt(asOfMs);
    const preMarket = session === 'PRE' || session === 'RTH';
    if (preMarket !== (rankType === 'PRE_MARKET')) return undefined;
    return {
      price: snapshot.extend_hour_last_price,
      change: snapshot.extend_hour_change,
      change_ratio: snapshot.extend_hour_change_ratio,
    };
  }
  const minutes = MINUTES_BACK[rankType];
  if (minutes !== undefined) {
    const then = asOfMs - minutes * MINUTE_MS;
    return fromReference(snapshot.price, facts.minutes.find((bar) => bar.time + MINUTE_MS <= then)?.close);
  }
  const back = LOOK_BACKS[rankType];
  return back === undefined ? undefined : fromReference(snapshot.price, lookBackClose(facts, back));
}

/** The same look-back for the sector periods D1, D5, MO1 and MO3. */
export function sectorPeriodChange(facts: StockFacts, period: 'D1' | 'D5' | 'MO1' | 'MO3'): PeriodChange | undefined {
  const { snapshot } = facts;
  if (period === 'D1') return { price: snapshot.price, change: snapshot.change, change_ratio: snapshot.change_ratio };
  return fromReference(snapshot.price, lookBackClose(facts, SECTOR_LOOK_BACKS[period]));
}

/**
 * The earlier daily bars whose volume a sector period adds to the day's: D1 none; D5 the 4
 * trading days before the day shown; MO1 and MO3 the trading days after the look-back's close.
 */
export function periodEarlierBars(facts: StockFacts, period: 'D1' | 'D5' | 'MO1' | 'MO3') {
  if (period === 'D1') return [];
  if (period === 'D5') return facts.earlier.slice(0, 4);
  const day = referenceDay(facts, SECTOR_LOOK_BACKS[period]) ?? -Infinity;
  return facts.earlier.filter((bar) => barDay(bar) > day);
}

import { priceChange } from '../market/price-change';
import { PRE_MARKET_OPEN_MINUTE, REGULAR_CLOSE_MINUTE } from '@contracts/us-market-sessions';
import { wallClockAt } from '../market/eastern-time';
import type { StockFacts } from './stock-facts';

export type GainersRankType =
  'PRE_MARKET' | 'AFTER_MARKET' | 'MIN_3' | 'MIN_5' | 'DAY_1' | 'DAY_5' | 'MONTH_1' | 'MONTH_3' | 'WEEK_52';

/** Price, change and change ratio over a rank type's period, or undefined when it has none now. */
export interface PeriodChange {
  price: string;
  change: string;
  change_ratio: string;
}

/** Daily look-backs: the reference is the close this many finished days ago (the market trades daily). */
const DAYS_BACK: Partial<Record<GainersRankType, number>> = { DAY_5: 5, MONTH_1: 30, MONTH_3: 91, WEEK_52: 364 };
const MINUTES_BACK: Partial<Record<GainersRankType, number>> = { MIN_3: 3, MIN_5: 5 };

function fromReference(price: string, reference: string | undefined): PeriodChange | undefined {
  if (reference === undefined) return undefined;
  const { change, ratio } = priceChange(price, reference);
  return { price, change, change_ratio: ratio };
}

/**
 * The change a gainers/losers rank type measures. DAY_1 is the snapshot's change; the multi-day
 * types measure from the daily close N days back; MIN_3/MIN_5 from the price N minutes ago (the
 * close of the M1 bar that ended then). PRE_MARKET and AFTER_MARKET are the snapshot's
 * extended-hours change, and list only while the snapshot reports that session (pre-market
 * from 04:00 to 16:00 New York time, after hours from 16:00 to 04:00).
 */
export function periodChange(facts: StockFacts, rankType: GainersRankType, asOfMs: number): PeriodChange | undefined {
  const { snapshot } = facts;
  if (rankType === 'DAY_1')
    return { price: snapshot.price, change: snapshot.change, change_ratio: snapshot.change_ratio };
  if (rankType === 'PRE_MARKET' || rankType === 'AFTER_MARKET') {
    const { clock } = wallClockAt(asOfMs);
    const preMarket = clock >= PRE_MARKET_OPEN_MINUTE && clock < REGULAR_CLOSE_MINUTE;
    if (preMarket !== (rankType === 'PRE_MARKET')) return undefined;
    return {
      price: snapshot.extend_hour_last_price,
      change: snapshot.extend_hour_change,
      change_ratio: snapshot.extend_hour_change_ratio,
    };
  }
  const minutes = MINUTES_BACK[rankType];
  // minutes[k] spans [asOf - k min, asOf - (k - 1) min), so the price k minutes ago closes minutes[k + 1].
  if (minutes !== undefined) return fromReference(snapshot.price, facts.minutes[minutes + 1]?.close);
  const days = DAYS_BACK[rankType] ?? 1;
  return fromReference(snapshot.price, facts.past[days - 1]?.close);
}

/** The same look-back for the sector periods D1, D5, MO1 and MO3. */
export function sectorPeriodChange(facts: StockFacts, period: 'D1' | 'D5' | 'MO1' | 'MO3'): PeriodChange | undefined {
  const { snapshot } = facts;
  if (period === 'D1') return { price: snapshot.price, change: snapshot.change, change_ratio: snapshot.change_ratio };
  return fromReference(snapshot.price, facts.past[periodDays(period) - 1]?.close);
}

/** How many daily bars (today included) a sector period covers, for its volume. */
export function periodDays(period: 'D1' | 'D5' | 'MO1' | 'MO3'): number {
  return { D1: 1, D5: 5, MO1: 30, MO3: 91 }[period];
}

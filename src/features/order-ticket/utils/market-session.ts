import type { MarketClock } from '@contracts/market-clock';
import type { UsCalendarSession } from '@market/calendar';
import type { MarketMoment } from '@market/openings';
import { tradingSessionAt } from '@src/lib/eastern-time';
import { marketMomentAt } from '@market/eastern-time';

/**
 * The minute the broker's market is in at wall time `now`, in whole minutes since 1970: its
 * market time carried forward by the offset the market clock reported (a replayed or pinned
 * market runs apart from the wall clock: docs/protocol.md#market-time). Sessions and market
 * moments change only from one minute to the next, so the ticket keeps this, not the second.
 */
export function marketMinuteAt(clock: MarketClock, now: number): number {
  return Math.floor((now + clock.market_time - clock.wall_time) / 60_000);
}

/** The session of the exchange calendar in a market minute. */
export function sessionInMinute(minute: number): UsCalendarSession {
  return tradingSessionAt(minute * 60_000);
}

/** The New York day and minute of a market minute. */
export function momentOfMinute(minute: number): MarketMoment {
  return marketMomentAt(minute * 60_000);
}

import type { MarketClock } from '@contracts/market-clock';
import type { UsCalendarSession } from '@contracts/us-market-calendar';
import type { MarketMoment } from '@contracts/us-market-openings';
import { tradingSessionAt } from '@src/lib/eastern-time';
import { easternMoment } from './market-moment';

/**
 * The session the broker's market is in at wall time `now`: its market time carried forward by
 * the offset the market clock reported (a replayed or pinned market runs apart from the wall
 * clock: docs/protocol.md#market-time), on the exchange calendar.
 */
export function marketSessionAt(clock: MarketClock, now: number): UsCalendarSession {
  return tradingSessionAt(marketTimeAt(clock, now));
}

/** The New York day and minute of the broker's market time at wall time `now`. */
export function marketMomentAt(clock: MarketClock, now: number): MarketMoment {
  return easternMoment(marketTimeAt(clock, now));
}

function marketTimeAt(clock: MarketClock, now: number): number {
  return now + clock.market_time - clock.wall_time;
}

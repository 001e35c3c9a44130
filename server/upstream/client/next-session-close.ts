import { marketMomentAt } from '@market/eastern-time';
import { nextUsTradingDay, usTradingHours } from '@market/calendar';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * How long from market time `ms` until the next regular close on the exchange calendar (today's
 * when it is still ahead, else the next trading day's, early closes included): a daily bar or a
 * day's fundamentals stay what they are until then. Counted in New York minutes, so across a
 * daylight-saving change it is up to an hour off, which a cache can live with.
 */
export function msUntilNextSessionClose(ms: number): number {
  const { day, minute } = marketMomentAt(ms);
  const today = usTradingHours(day);
  const closeDay = today !== undefined && minute < today.regularClose ? day : nextUsTradingDay(day);
  const closeMinute = usTradingHours(closeDay)?.regularClose ?? 16 * 60;
  const minutes = (closeDay - day) * DAY_MINUTES + closeMinute - minute;
  return minutes * MINUTE_MS - (((ms % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
}

import { marketMomentAt } from '@market/eastern-time';
import { isUsEarlyClose, usMarketHoliday, usSessionOn, usTradingHours, weekdayOfDay } from '@market/calendar';
import { nextOpening } from '@market/openings';
import { formatDayMinute, type UsSession } from '@market/sessions';

/** How long before the regular close the status counts the time down. */
export const CLOSING_COUNTDOWN_MS = 15 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface MarketStatus {
  session: UsSession | 'closed';
  /** What the header says, from the exchange calendar (docs/protocol.md#trading-calendar). */
  text: string;
  /** True in the last minutes of regular hours, while the close is counted down. */
  closing: boolean;
}

/** `4:07` for 247 s: the countdown's minutes and seconds. */
function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The session at market time `nowMs` in words a trader reads at a glance: which session, when it
 * ends or when the market opens, and an early close named as such. In the last 15 minutes of
 * regular hours, the time left.
 */
export function marketStatus(nowMs: number): MarketStatus {
  const { day, minute } = marketMomentAt(nowMs);
  const session = usSessionOn(day, minute);
  const hours = usTradingHours(day);
  const early = isUsEarlyClose(day) ? ' (early close)' : '';
  if (session === 'regular' && hours !== undefined) {
    // The close as an instant: the minutes left in the day, less the seconds of this minute.
    const msLeft = (hours.regularClose - minute) * 60_000 - (nowMs % 60_000);
    if (msLeft <= CLOSING_COUNTDOWN_MS)
      return { session, closing: true, text: `Regular hours, closes in ${countdown(msLeft)}${early}` };
    return { session, closing: false, text: `Regular hours, closes ${formatDayMinute(hours.regularClose)} ET${early}` };
  }
  if (session === 'pre' && hours !== undefined) {
    const closes = early === '' ? '' : `, closes ${formatDayMinute(hours.regularClose)} ET${early}`;
    return { session, closing: false, text: `Pre-market, opens ${formatDayMinute(hours.regularOpen)} ET${closes}` };
  }
  if (session === 'post' && hours !== undefined)
    return { session, closing: false, text: `After hours, until ${formatDayMinute(hours.postClose)} ET` };
  const open = nextOpening('regular', { day, minute });
  const when = `opens ${WEEKDAYS[weekdayOfDay(open.day)] ?? ''} ${formatDayMinute(open.minute)} ET`;
  if (session === 'overnight') return { session, closing: false, text: `Overnight, ${when}` };
  const holiday = usMarketHoliday(day);
  return { session: 'closed', closing: false, text: `Closed${holiday === undefined ? '' : ` (${holiday})`}, ${when}` };
}

import { dayOfDate, usSessionDay, usTradingHours } from '@market/calendar';
import { AFTER_HOURS_CLOSE_MINUTE, formatDayMinute, PRE_MARKET_OPEN_MINUTE } from '@market/sessions';
import { easternParts } from '@market/eastern-time';
import { chartPalette, type ChartTheme } from '../utils/chart-colors';

const span = (from: number, to: number) => `${formatDayMinute(from)}–${formatDayMinute(to)}`;

/**
 * The tinted sessions with the hours of the trading day in play at market time `marketTime`, from
 * the exchange calendar: "After hours 13:00–17:00" on a half day (docs/protocol.md#trading-calendar).
 */
export function sessionKeyLabels(marketTime: number) {
  const p = easternParts(marketTime);
  const day = dayOfDate(p.year, p.month, p.day);
  const hours = usTradingHours(usSessionDay(day, p.hour * 60 + p.minute));
  // Never: usSessionDay answers a trading day, whose hours are known.
  if (hours === undefined) return [];
  return [
    ['pre', `Pre-market ${span(hours.preOpen, hours.regularOpen)}`],
    ['post', `After hours ${span(hours.regularClose, hours.postClose)}`],
    ['overnight', `Overnight ${span(AFTER_HOURS_CLOSE_MINUTE, PRE_MARKET_OPEN_MINUTE)}`],
  ] as const;
}

/**
 * Explains the background tints of intraday charts (times in New York), with the hours of the
 * broker's market day. A legend, not a control:
 * a caption in front, flat colour strips rather than boxes that read as checkboxes, and no
 * border, hover or pointer that a button beside the timespans would have.
 */
export function SessionKey({ theme, marketTime }: { theme: ChartTheme; marketTime: number }) {
  const palette = chartPalette(theme);
  return (
    <div className="flex cursor-default items-center gap-2 text-xs text-slate-500 select-none dark:text-slate-400">
      <span aria-hidden="true">Shading (ET):</span>
      <ul aria-label="Session shading (Eastern time)" className="flex gap-3">
        {sessionKeyLabels(marketTime).map(([session, label]) => (
          <li key={session} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-2 w-4"
              style={{ background: palette.session[session] }}
            />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

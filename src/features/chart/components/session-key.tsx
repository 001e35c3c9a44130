import { formatDayMinute, US_SESSION_HOURS, type UsSession } from '@contracts/us-market-sessions';
import { chartPalette, type ChartTheme } from '../utils/chart-colors';

const hours = (session: UsSession) =>
  `${formatDayMinute(US_SESSION_HOURS[session].from)}–${formatDayMinute(US_SESSION_HOURS[session].to)}`;

// The tinted sessions, labelled with their hours: "Pre-market 04:00–09:30".
const SESSIONS = [
  ['pre', `Pre-market ${hours('pre')}`],
  ['post', `After hours ${hours('post')}`],
  ['overnight', `Overnight ${hours('overnight')}`],
] as const;

/**
 * Explains the background tints of intraday charts (times in New York). A legend, not a control:
 * a caption in front, flat colour strips rather than boxes that read as checkboxes, and no
 * border, hover or pointer that a button beside the timespans would have.
 */
export function SessionKey({ theme }: { theme: ChartTheme }) {
  const palette = chartPalette(theme);
  return (
    <div className="flex cursor-default items-center gap-2 text-xs text-slate-500 select-none dark:text-slate-400">
      <span aria-hidden="true">Shading (ET):</span>
      <ul aria-label="Session shading (Eastern time)" className="flex gap-3">
        {SESSIONS.map(([session, label]) => (
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

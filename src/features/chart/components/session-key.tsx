import { formatDayMinute, US_SESSION_HOURS, type UsSession } from '@contracts/us-market-sessions';
import { chartPalette, type ChartTheme } from '../utils/chart-colors';

const hours = (session: UsSession) =>
  `${formatDayMinute(US_SESSION_HOURS[session].from)}–${formatDayMinute(US_SESSION_HOURS[session].to)}`;

// The tinted sessions, labelled with their hours: "Pre 04:00–09:30".
const SESSIONS = [
  ['pre', `Pre ${hours('pre')}`],
  ['post', `Post ${hours('post')}`],
  ['overnight', `Overnight ${hours('overnight')}`],
] as const;

/** Explains the background tints of intraday charts (times in New York). */
export function SessionKey({ theme }: { theme: ChartTheme }) {
  const palette = chartPalette(theme);
  return (
    <ul aria-label="Session shading (Eastern time)" className="flex gap-3 text-xs text-slate-500 dark:text-slate-400">
      {SESSIONS.map(([session, label]) => (
        <li key={session} className="flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 rounded-sm border border-slate-400/40"
            style={{ background: palette.session[session] }}
          />
          {label}
        </li>
      ))}
    </ul>
  );
}

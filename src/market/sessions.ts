// The US equity sessions, defined once for the SPA (chart shading, legends), the BFF (when a
// quiet stream is suspicious) and the simulator (its market model). Pure: wall-clock minutes
// of the New York day in, sessions out; each side turns instants into New York minutes itself.
// Hours: docs/protocol.md#market-data

/** The sessions are reckoned on this clock, daylight saving included. */
export const US_MARKET_TIME_ZONE = 'America/New_York';

export type UsSession = 'overnight' | 'pre' | 'regular' | 'post';

/** Minutes after New York midnight at which the sessions change. */
export const PRE_MARKET_OPEN_MINUTE = 4 * 60;
export const REGULAR_OPEN_MINUTE = 9 * 60 + 30;
export const REGULAR_CLOSE_MINUTE = 16 * 60;
export const AFTER_HOURS_CLOSE_MINUTE = 20 * 60;

/**
 * The session minute `minute` of a full trading day (0..1439) falls in. What a given date trades
 * (half days, weekends, holidays) is the calendar's: ./calendar.ts.
 */
export function usSessionAt(minute: number): UsSession {
  if (minute < PRE_MARKET_OPEN_MINUTE) return 'overnight';
  if (minute < REGULAR_OPEN_MINUTE) return 'pre';
  if (minute < REGULAR_CLOSE_MINUTE) return 'regular';
  if (minute < AFTER_HOURS_CLOSE_MINUTE) return 'post';
  return 'overnight';
}

/** `"09:30"` for minute 570 of the day. */
export function formatDayMinute(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

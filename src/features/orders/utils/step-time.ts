import { formatEasternDate } from '@src/lib/eastern-time';
import { easternParts } from '@market/eastern-time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `"10:30:00.123"` New York time: the steps of one order are often milliseconds apart. */
export function formatStepTime(ms: number): string {
  const p = easternParts(ms);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(((ms % 1_000) + 1_000) % 1_000, 3)}`;
}

/**
 * `"10:30:00"` on `today` (a New York date as `formatEasternDate` writes it), `"Nov 17 10:30:00"`
 * on another day, New York time.
 */
export function formatListTime(ms: number, today: string): string {
  const p = easternParts(ms);
  const clock = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  const day = formatEasternDate(ms);
  return day === today ? clock : `${day.replace(/, \d{4}$/, '')} ${clock}`;
}

/** One backoff schedule: the first pause's ceiling, doubled per attempt up to `maxMs`. */
export interface BackoffSchedule {
  baseMs: number;
  maxMs: number;
}

/**
 * Pauses before the next Subscribe, by why the last one ended
 * (docs/decisions/0061-the-event-stream-watchdog-and-backoff.md):
 * - `dropped`: the stream broke or went silent; soon, as events missed meanwhile are lost.
 * - `busy`: another stream of the key holds the provider's one slot (NumOfConnExceed): the
 *   SDKs' 5 s first, then longer, as hurrying cannot free it.
 * - `refused`: the key, signature or request was refused (AuthError): a wrong secret does not
 *   fix itself, so a minute first and up to ten, instead of filling the log.
 */
export const EVENT_BACKOFF = {
  dropped: { baseMs: 500, maxMs: 10_000 },
  busy: { baseMs: 5_000, maxMs: 60_000 },
  refused: { baseMs: 60_000, maxMs: 600_000 },
} as const satisfies Record<string, BackoffSchedule>;

export type BackoffKind = keyof typeof EVENT_BACKOFF;

/**
 * Pause before attempt `attempt` (0-based count of failures since the stream last carried
 * traffic) with "equal jitter": half of the doubled ceiling fixed, half random, so a BFF never
 * retries at once and BFFs dropped together do not come back together. `random` is in [0, 1).
 */
export function eventRetryDelayMs(schedule: BackoffSchedule, attempt: number, random: () => number): number {
  const ceiling = Math.min(schedule.maxMs, schedule.baseMs * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * A price older than this is marked stale. It matches the BFF's default silence limit
 * (STREAM_SILENT_AFTER_MS, 10 s): the upstream pushes every change during the session, so a
 * symbol quiet for longer is more likely cut off than calm.
 */
export const STALE_AFTER_MS = 10_000;

export function isStale(receivedAt: number, now: number, limitMs = STALE_AFTER_MS): boolean {
  return now - receivedAt > limitMs;
}

/** "3 s", "2 min", "1 h": how long ago a value was received. */
export function formatAge(receivedAt: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - receivedAt) / 1_000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}

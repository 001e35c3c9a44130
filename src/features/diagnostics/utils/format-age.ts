/** "4 s ago", "3 min ago", or "never": how long ago `at` was, seen from `now`. */
export function formatAge(at: number | null, now: number): string {
  if (at === null) return 'never';
  const seconds = Math.max(0, Math.round((now - at) / 1_000));
  return seconds < 120 ? `${String(seconds)} s ago` : `${String(Math.round(seconds / 60))} min ago`;
}

/** "1.2 s" or "0 s": a wait in the unit a person reads. */
export function formatWait(ms: number): string {
  return ms <= 0 ? 'now' : `${(ms / 1_000).toFixed(1)} s`;
}

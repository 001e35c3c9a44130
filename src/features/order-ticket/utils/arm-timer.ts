/** Hotkeys stay armed this long after the trader arms them, then disarm by themselves. */
export const ARM_MS = 5 * 60_000;

/** Milliseconds of arm left at `now`; 0 when disarmed or expired. */
export function armRemaining(armedUntil: number | undefined, now: number): number {
  return armedUntil === undefined ? 0 : Math.max(0, armedUntil - now);
}

/** `"4:59"`: whole seconds left, rounded up so the display reaches 0:00 only when disarmed. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1_000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "4:05": minutes and seconds left, never below zero. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Time left now, counted down on this tab's clock from when the BFF's word arrived. */
export function timeLeftAt(expiresInMs: number, receivedAt: number, now: number): number {
  return Math.max(0, expiresInMs - (now - receivedAt));
}

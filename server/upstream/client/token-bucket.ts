/**
 * Smooths one rate-limit group: up to `capacity` calls may leave at once, then calls leave at
 * `ratePerMs`. Pure: the caller passes `now`. Starts full, so a page's first loads are immediate.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number | null = null;

  constructor(
    readonly capacity: number,
    readonly ratePerMs: number,
  ) {
    this.tokens = capacity;
  }

  /** Earliest time (>= now) at which one whole token is available. */
  nextFreeAt(now: number): number {
    const tokens = this.tokensAt(now);
    return tokens >= 1 ? now : now + Math.ceil((1 - tokens) / this.ratePerMs);
  }

  /**
   * A call left at `now`. Never below empty: a call another bucket let out (a rate gate's quiet
   * burst, recorded in its busy bucket too) must not leave a debt that stalls the group later for
   * as long as the burst was big (docs/decisions/0016-even-pacing-inside-the-window.md).
   */
  record(now: number): void {
    this.tokens = Math.max(0, this.tokensAt(now) - 1);
    this.updatedAt = now;
  }

  private tokensAt(now: number): number {
    if (this.updatedAt === null) return this.tokens;
    return Math.min(this.capacity, this.tokens + Math.max(0, now - this.updatedAt) * this.ratePerMs);
  }
}

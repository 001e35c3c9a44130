/**
 * Send times of one rate-limit group inside a sliding window. Pure: the caller passes `now`.
 * A call at time t counts against every window that contains t, so a call fits at `now` when
 * fewer than `limit` calls happened in (now - windowMs, now].
 */
export class SlidingWindow {
  private readonly sent: number[] = [];

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  count(now: number): number {
    this.prune(now);
    return this.sent.length;
  }

  /** Earliest time (>= now) at which one more call fits when at most `limit` may be in the window. */
  nextFreeAt(now: number, limit: number = this.limit): number {
    this.prune(now);
    if (limit <= 0) return now + this.windowMs;
    if (this.sent.length < limit) return now;
    // The call that must leave the window before one more fits.
    const blocking = this.sent[this.sent.length - limit] ?? now;
    return blocking + this.windowMs;
  }

  /** When the oldest call in the window leaves it; `now` when the window is empty. */
  oldestExpiry(now: number): number {
    this.prune(now);
    const oldest = this.sent[0];
    return oldest === undefined ? now : oldest + this.windowMs;
  }

  record(now: number): void {
    this.sent.push(now);
  }

  /**
   * Moves one recorded call from `from` to the later time `to`, keeping the list sorted. Used
   * when a call completes: the upstream saw it somewhere between grant and answer.
   */
  move(from: number, to: number): void {
    const index = this.sent.indexOf(from);
    if (index === -1 || to <= from) return;
    this.sent.splice(index, 1);
    let at = this.sent.length;
    while (at > 0 && (this.sent[at - 1] ?? 0) > to) at -= 1;
    this.sent.splice(at, 0, to);
  }

  private prune(now: number): void {
    while (this.sent.length > 0 && (this.sent[0] ?? now) <= now - this.windowMs) this.sent.shift();
  }
}

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

  /**
   * Earliest time (>= now) for the next call such that the calls after it never stall: before
   * each recorded call leaves the window only so many more fit, and they are spread evenly up to
   * that moment instead of spent at once. After a burst this spaces the next calls a little
   * wider until the burst has left the window, where spacing at the plain rate would fill the
   * window early and then wait, with no call at all, for the burst to leave
   * (docs/decisions/0016-even-pacing-inside-the-window.md).
   */
  evenSlotAt(now: number, limit: number = this.limit): number {
    this.prune(now);
    const last = this.sent.at(-1);
    if (last === undefined) return now;
    let spacing = 0;
    for (let k = 0; k < this.sent.length; k += 1) {
      // Calls that fit before the k-th recorded call leaves the window.
      const room = limit - (this.sent.length - k);
      if (room <= 0) continue;
      spacing = Math.max(spacing, ((this.sent[k] ?? now) + this.windowMs - last) / (room + 1));
    }
    return Math.max(now, Math.ceil(last + spacing));
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

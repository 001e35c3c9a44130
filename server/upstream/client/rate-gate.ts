import { SlidingWindow } from './sliding-window';
import { TokenBucket } from './token-bucket';
import type { RateLimit } from './rate-limits';

export interface RateGateOptions extends RateLimit {
  /** Share of the provider's limit we use (0.9 keeps 10 % in reserve). */
  margin: number;
  /**
   * Calls that may leave at once while the group is quiet (under half its budget used in the
   * window); after that, and always when busy, calls are spaced evenly at the budget's rate, so a
   * burst cannot spend a whole minute's budget in one second and starve the next 59.
   * Undefined: no pacing beyond the window.
   */
  burst?: number | undefined;
}

/**
 * Decides when the next call of one rate-limit group may go out: a sliding window with a safety
 * margin, a pacing bucket, and a freeze after the upstream answered 429. Pure (time is passed in).
 */
export class RateGate {
  readonly budget: number;
  readonly windowMs: number;
  private readonly main: SlidingWindow;
  private readonly quietPace: TokenBucket | null;
  private readonly busyPace: TokenBucket | null;
  private frozenUntil = 0;
  private consecutiveThrottles = 0;

  constructor(options: RateGateOptions) {
    this.budget = Math.max(1, Math.floor(options.limit * options.margin));
    this.windowMs = options.windowMs;
    this.main = new SlidingWindow(this.budget, options.windowMs);
    const rate = this.budget / options.windowMs;
    this.quietPace =
      options.burst === undefined ? null : new TokenBucket(Math.max(1, Math.min(options.burst, this.budget)), rate);
    this.busyPace = options.burst === undefined ? null : new TokenBucket(1, rate);
  }

  /**
   * Earliest time a call may start. `headroom` (0..1) keeps that share of the budget free for
   * more urgent work: background calls pass 0.25 so they never take the last quarter.
   */
  nextSlotAt(now: number, headroom = 0): number {
    const limit = Math.max(1, Math.floor(this.budget * (1 - headroom)));
    // Quiet: a user's page loads leave at once. Busy: even spacing keeps every quote's age even,
    // and what is left of the window's budget is spread up to when its calls leave it, so a
    // burst before is paid back a little per call, never by a stall.
    const busy = this.main.count(now) * 2 >= this.budget;
    const pace = busy ? this.busyPace : this.quietPace;
    const even = busy && this.busyPace !== null ? this.main.evenSlotAt(now, limit) : now;
    return Math.max(this.frozenUntil, this.main.nextFreeAt(now, limit), pace?.nextFreeAt(now) ?? now, even);
  }

  record(now: number): void {
    this.main.record(now);
    this.quietPace?.record(now);
    this.busyPace?.record(now);
  }

  /**
   * A call granted at `grantedAt` got its answer at `now`. The upstream counted it at some
   * instant in between (our event loop or the network may have delayed the send), so it now
   * counts as made at `now`: every window the upstream can observe then holds at most the budget.
   */
  completed(grantedAt: number, now: number): void {
    // Only the provider's window needs this; the pacing window is our own smoothing.
    this.main.move(grantedAt, now);
  }

  /** Calls counted in the main window at `now`. */
  inWindow(now: number): number {
    return this.main.count(now);
  }

  isFrozen(now: number): boolean {
    return this.frozenUntil > now;
  }

  frozenUntilAt(): number {
    return this.frozenUntil;
  }

  /**
   * The upstream said 429. With `Retry-After`, wait exactly that long. Without it (the natural
   * case, as docs/protocol.md#rate-limits documents no header), wait until our window frees, at least one
   * second, doubling on consecutive 429s up to the whole window: the upstream may be counting
   * calls we cannot see (another process on the same key).
   */
  freeze(now: number, retryAfterMs: number | null): number {
    this.consecutiveThrottles += 1;
    const until =
      retryAfterMs !== null
        ? now + retryAfterMs
        : Math.max(
            now + Math.min(this.main.windowMs, 1_000 * 2 ** (this.consecutiveThrottles - 1)),
            this.main.oldestExpiry(now),
          );
    this.frozenUntil = Math.max(this.frozenUntil, until);
    return this.frozenUntil;
  }

  /** A call succeeded: later 429s start from the short freeze again. */
  succeeded(): void {
    this.consecutiveThrottles = 0;
  }
}

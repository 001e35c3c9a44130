import type { OrderJournal } from '@server/store/order-journal';
import type { Clock } from '@server/shared/clock';

/** How long Confirm may follow Review (docs/trading.md#placing-an-order). */
export const REVIEW_VALID_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Marks this run's reviews that outlived REVIEW_VALID_MS unplaced as `expired`, once a minute, so
 * the next start looks up only the last few minutes' reviews. Only this run's: it knows none of
 * them was sent unclaimed, while a review a previous run left is looked up at start-up (it may
 * have been claimed and sent just before a crash). Returns the stop function.
 */
export function startReviewExpiry(deps: {
  journal: OrderJournal;
  clock: Clock;
  startedAt: number;
  log: (line: string) => void;
}): () => void {
  let cancel = deps.clock.setTimer(sweep, SWEEP_EVERY_MS);
  let stopped = false;
  function sweep(): void {
    const now = deps.clock.now();
    deps.journal
      .expireReviews(deps.startedAt, now - REVIEW_VALID_MS, now)
      .catch((error: unknown) => {
        deps.log(`expiring old reviews failed (tried again in a minute): ${String(error)}`);
      })
      .finally(() => {
        if (!stopped) cancel = deps.clock.setTimer(sweep, SWEEP_EVERY_MS);
      });
  }
  return () => {
    stopped = true;
    cancel();
  };
}

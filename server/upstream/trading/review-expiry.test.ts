import { expect, test } from 'vitest';
import { journalBackends, openFreshStore } from '@server/store/testing/journal-backends';
import { sampleDraft, sampleEvent } from '@server/store/testing/sample-orders';
import type { Clock } from '@server/shared/clock';
import { REVIEW_VALID_MS, startReviewExpiry } from './review-expiry';

/** A clock whose timers run when the test says. */
function steppedClock(start: number) {
  let now = start;
  let pending: { at: number; run: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    setTimer(run, delayMs) {
      const timer = { at: now + delayMs, run };
      pending.push(timer);
      return () => {
        pending = pending.filter((t) => t !== timer);
      };
    },
  };
  const advance = (ms: number) => {
    now += ms;
    const due = pending.filter((t) => t.at <= now);
    pending = pending.filter((t) => t.at > now);
    for (const t of due) t.run();
  };
  return { clock, advance, pendingCount: () => pending.length };
}

for (const backend of journalBackends) {
  test(`${backend.name}: a minute's sweep expires this run's reviews once they are too old to confirm, and no earlier run's`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    const startedAt = 1_000_000;
    const review = (id: string, at: number) =>
      journal.recordReview(
        { account_id: 'ACC-1', draft: sampleDraft({ client_order_id: id }), created_at: at },
        { event: sampleEvent({ client_order_id: id, kind: 'reviewed', at }), key: `${id}:reviewed` },
      );
    await review('earlier-run', startedAt - 60_000);
    await review('this-run', startedAt + 1_000);
    const { clock, advance, pendingCount } = steppedClock(startedAt);
    const stop = startReviewExpiry({ journal, clock, startedAt, log: () => undefined });
    const stateOf = async (id: string) => (await journal.getIntent('ACC-1', id))?.state;

    // Still young enough to confirm: left alone.
    advance(REVIEW_VALID_MS);
    await expect.poll(pendingCount).toBe(1);
    expect(await stateOf('this-run')).toBe('reviewed');
    // A minute on, it is too old, and the next sweep expires it.
    advance(60_000);
    await expect.poll(() => stateOf('this-run')).toBe('expired');
    // The earlier run's review is left to the start-up lookup.
    expect(await stateOf('earlier-run')).toBe('reviewed');
    await expect.poll(pendingCount).toBe(1);
    stop();
    expect(pendingCount()).toBe(0);
  });
}

import type { BudgetView } from './live-views';

/** A wait shorter than this is not worth a word: the skeleton says enough. */
const WORTH_SAYING_MS = 1_500;

/**
 * Whole seconds a call of `group` the trader asks for now is likely to wait for the provider's
 * rate limit, counted down from when the budget was relayed; null when the wait is short,
 * unknown or not real: with nothing queued every call asked for has left, and a view still
 * pending is waiting for its answer, not for the limit (docs/architecture.md#the-call-budget).
 */
export function rateLimitWaitSeconds(budget: BudgetView | null, group: string, now: number): number | null {
  const entry = budget?.status.groups.find((g) => g.group === group);
  if (budget === null || entry === undefined) return null;
  const queueWaitMs = entry.queued > 0 ? entry.wait_ms : 0;
  const leftMs = Math.max(queueWaitMs, entry.frozen_for_ms) - (now - budget.receivedAt);
  return leftMs < WORTH_SAYING_MS ? null : Math.ceil(leftMs / 1_000);
}

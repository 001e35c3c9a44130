/**
 * Who is waiting for a call: an order write before anything else; account data next; then what
 * the trader is looking at and has nothing to show for yet (`interactive`: a chart, a filing, a
 * first quote); then a refresh of quotes already on screen with their age (`refresh`); then
 * prefetch. Orders and account data have their own rate-limit groups, so within the market-data
 * budget the trader's view goes first (docs/architecture.md#the-call-budget).
 */
export type Priority = 'order' | 'account' | 'interactive' | 'refresh' | 'background';

/** A priority, or one worked out each time the queue is ordered (it may rise while waiting). */
export type PriorityOf = Priority | (() => Priority);

export const PRIORITY_RANK: Record<Priority, number> = {
  order: 0,
  account: 1,
  interactive: 2,
  refresh: 3,
  background: 4,
};

/** Share of the budget a priority must leave free (background never takes the last quarter). */
export const PRIORITY_HEADROOM: Record<Priority, number> = {
  order: 0,
  account: 0,
  interactive: 0,
  refresh: 0,
  background: 0.25,
};

export function resolvePriority(priority: PriorityOf): Priority {
  return typeof priority === 'function' ? priority() : priority;
}

/** The most urgent of some callers' priorities (worked out now, as each may rise while waiting). */
export function mostUrgent(priorities: readonly PriorityOf[]): Priority {
  let best: Priority = 'background';
  for (const each of priorities) {
    const priority = resolvePriority(each);
    if (PRIORITY_RANK[priority] < PRIORITY_RANK[best]) best = priority;
  }
  return best;
}

/**
 * Who is waiting for a call: account data first; then user-visible data that is past its
 * freshness target (`overdue`: a watched quote older than 4 s); then what a user is looking at;
 * then prefetch.
 */
export type Priority = 'account' | 'overdue' | 'interactive' | 'background';

/** A priority, or one worked out each time the queue is ordered (it may rise while waiting). */
export type PriorityOf = Priority | (() => Priority);

export const PRIORITY_RANK: Record<Priority, number> = { account: 0, overdue: 1, interactive: 2, background: 3 };

/** Share of the budget a priority must leave free (background never takes the last quarter). */
export const PRIORITY_HEADROOM: Record<Priority, number> = { account: 0, overdue: 0, interactive: 0, background: 0.25 };

export function resolvePriority(priority: PriorityOf): Priority {
  return typeof priority === 'function' ? priority() : priority;
}

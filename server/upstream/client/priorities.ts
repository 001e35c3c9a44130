/**
 * Who is waiting for a call: an order write before anything else; account data next; then user-visible data that is past its
 * freshness target (`overdue`: a watched quote older than 4 s); then what a user is looking at;
 * then prefetch.
 */
export type Priority = 'order' | 'account' | 'overdue' | 'interactive' | 'background';

/** A priority, or one worked out each time the queue is ordered (it may rise while waiting). */
export type PriorityOf = Priority | (() => Priority);

export const PRIORITY_RANK: Record<Priority, number> = {
  order: 0,
  account: 1,
  overdue: 2,
  interactive: 3,
  background: 4,
};

/** Share of the budget a priority must leave free (background never takes the last quarter). */
export const PRIORITY_HEADROOM: Record<Priority, number> = {
  order: 0,
  account: 0,
  overdue: 0,
  interactive: 0,
  background: 0.25,
};

export function resolvePriority(priority: PriorityOf): Priority {
  return typeof priority === 'function' ? priority() : priority;
}

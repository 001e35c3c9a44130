/** Who is waiting for a call: account data first, then what a user is looking at, then prefetch. */
export type Priority = 'account' | 'interactive' | 'background';

export const PRIORITY_RANK: Record<Priority, number> = { account: 0, interactive: 1, background: 2 };

/** Share of the budget a priority must leave free (background never takes the last quarter). */
export const PRIORITY_HEADROOM: Record<Priority, number> = { account: 0, interactive: 0, background: 0.25 };

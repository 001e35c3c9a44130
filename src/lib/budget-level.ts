import type { BudgetGroup } from '../contracts/budget';

/** From this share of a group's budget used in the window on, the dashboard calls it near the limit. */
export const NEAR_LIMIT_SHARE = 0.8;

/** Near the limit: most of the window's budget spent, or frozen after the provider answered 429. */
export function isNearLimit(group: Pick<BudgetGroup, 'used' | 'budget' | 'frozen_for_ms'>): boolean {
  return group.frozen_for_ms > 0 || group.used >= Math.ceil(group.budget * NEAR_LIMIT_SHARE);
}

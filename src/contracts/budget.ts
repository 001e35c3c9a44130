import { z } from 'zod';

/**
 * The BFF's call budget with the provider, relayed to browsers on one retained topic beside
 * `status/feed` (docs/architecture.md#the-call-budget):
 *
 *   status/budget   BudgetStatus, each rate-limit group's use of its window and its queue
 *
 * A view whose data waits in the queue says so, with `wait_ms`, instead of sitting blank.
 */
export const BUDGET_STATUS_TOPIC = 'status/budget';

export const budgetGroupSchema = z.object({
  /** The rate-limit group, e.g. `market-data`. */
  group: z.string(),
  /** Calls the BFF allows itself per window (the provider's limit less a safety margin). */
  budget: z.number().int(),
  window_ms: z.number().int(),
  /** Calls counted in the current window. */
  used: z.number().int(),
  /** Calls waiting for a slot. */
  queued: z.number().int(),
  /** How long the group stays frozen after the provider answered 429 (0 when it is not). */
  frozen_for_ms: z.number().int(),
  /** About how long a call the trader asks for now would wait for its slot. */
  wait_ms: z.number().int(),
});
export type BudgetGroup = z.infer<typeof budgetGroupSchema>;

export const budgetStatusSchema = z.object({
  groups: z.array(budgetGroupSchema),
  /** When the BFF measured it (ms): a browser counts `wait_ms` down from here. */
  at: z.number().int(),
});
export type BudgetStatus = z.infer<typeof budgetStatusSchema>;

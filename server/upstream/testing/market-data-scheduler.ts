import { createScheduler, type Scheduler } from '../client/scheduler';
import type { Clock } from '@server/shared/clock';

/**
 * The scheduler the market-data services' tests run on: the provider's 60 calls a minute, a
 * queue of 100, and a wait of `maxWaitMs` before a queued call is refused.
 */
export function marketDataScheduler(clock: Clock, maxWaitMs = 10_000): Scheduler {
  return createScheduler({
    limits: { 'market-data': { limit: 60, windowMs: 60_000 } },
    margin: 0.9,
    maxQueue: 100,
    maxWaitMs,
    clock,
  });
}

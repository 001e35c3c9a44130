import type { BudgetStatus } from '@contracts/budget';
import { SchedulerCore, type SchedulerCoreOptions } from './scheduler-core';
import { mostUrgent, type PriorityOf } from './priorities';
import type { RateGroup } from './rate-limits';
import type { Clock } from '@server/shared/clock';
import { UpstreamBusyError, UpstreamCallDroppedError, UpstreamHttpError } from './upstream-errors';
import { createCallInterest, type CallInterest } from './call-interest';

export interface ScheduleRequest {
  group: RateGroup;
  priority: PriorityOf;
  /** Identical keys waiting or in flight share one upstream call. */
  key?: string;
  /** Longest wait for a slot before a busy answer; the scheduler's default when absent. */
  maxWaitMs?: number;
  /**
   * The caller's interest (a browser request's abort). A call still queued when every caller
   * sharing it has aborted is dropped, not sent, and rejects with UpstreamCallDroppedError: what
   * is no longer on screen is not asked (docs/architecture.md#the-call-budget). Absent: someone
   * always waits, so the call is never dropped.
   */
  signal?: AbortSignal | undefined;
}

/** Runs a task once a slot is free; `acquireRetry` waits for another slot (for a retry). */
export type ScheduledTask<R> = (acquireRetry: () => Promise<void>) => Promise<R>;

/** Runs upstream calls within each group's rate budget. */
export interface Scheduler {
  /**
   * Runs `task` when the group's budget allows. Rejects with UpstreamBusyError when the queue is
   * full or the wait would exceed the limit; a 429 from the task freezes the group.
   */
  run<R>(request: ScheduleRequest, task: ScheduledTask<R>): Promise<R>;
  /** Calls counted in the group's current window. */
  inWindow(group: RateGroup): number;
  /** Every limited group's use of its window and its queue, as browsers are shown it. */
  status(): BudgetStatus;
  /** Calls `listener` after a call is queued, started, refused, answered or throttled; returns a stop. */
  onChange(listener: () => void): () => void;
}

interface Pending {
  start: (grantedAt: number) => void;
  refuse: (retryAfterMs: number) => void;
}

/** The shell around SchedulerCore: timers, promises, coalescing and 429 handling. */
export function createScheduler(options: SchedulerCoreOptions & { clock: Clock }): Scheduler {
  const core = new SchedulerCore<Pending>(options);
  const { clock } = options;
  const inFlight = new Map<string, { promise: Promise<unknown>; interest: CallInterest; askedAt: PriorityOf[] }>();
  let cancelTimer: (() => void) | null = null;
  let timerAt: number | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  function pump(): void {
    const now = clock.now();
    const { start, refused } = core.poll(now);
    for (const job of refused) job.payload.refuse(job.retryAfterMs);
    for (const job of start) job.start(now);
    const wake = core.nextWakeAt(clock.now());
    if (wake === timerAt) return;
    cancelTimer?.();
    cancelTimer = null;
    timerAt = wake;
    if (wake !== null) {
      cancelTimer = clock.setTimer(
        () => {
          timerAt = null;
          cancelTimer = null;
          pumpAndTell();
        },
        Math.max(0, wake - clock.now()),
      );
    }
  }

  function pumpAndTell(): void {
    pump();
    changed();
  }

  function waitForSlot(
    group: RateGroup,
    priority: PriorityOf,
    maxWaitMs?: number,
    drop?: AbortSignal,
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      if (drop?.aborted === true) {
        reject(new UpstreamCallDroppedError());
        return;
      }
      const pending: Pending = {
        start: (grantedAt) => {
          drop?.removeEventListener('abort', onDrop);
          resolve(grantedAt);
        },
        refuse: (ms) => {
          drop?.removeEventListener('abort', onDrop);
          reject(busy(ms));
        },
      };
      // Only a call still waiting is dropped; one already sent runs on and its answer is kept.
      const onDrop = () => {
        if (!core.withdraw(group, pending)) return;
        reject(new UpstreamCallDroppedError());
        pumpAndTell();
      };
      const result = core.enqueue(group, priority, pending, clock.now(), maxWaitMs);
      if (!result.accepted) {
        reject(busy(result.retryAfterMs));
        return;
      }
      drop?.addEventListener('abort', onDrop, { once: true });
      pumpAndTell();
    });
  }

  async function execute<R>(request: ScheduleRequest, task: ScheduledTask<R>, drop?: AbortSignal): Promise<R> {
    const grants = [await waitForSlot(request.group, request.priority, request.maxWaitMs, drop)];
    const settle = () => {
      for (const grantedAt of grants) core.completed(request.group, grantedAt, clock.now());
      changed();
    };
    try {
      // A retry is urgent: it serves a caller who already waited.
      const result = await task(async () => {
        grants.push(await waitForSlot(request.group, 'account'));
      });
      settle();
      core.succeeded(request.group);
      return result;
    } catch (error) {
      settle();
      if (error instanceof UpstreamHttpError && error.status === 429) {
        const retryAfterMs = error.retryAfterSeconds === null ? null : error.retryAfterSeconds * 1_000;
        const frozenMs = core.throttled(request.group, clock.now(), retryAfterMs);
        pumpAndTell();
        throw busy(frozenMs, 'The broker asked us to slow down; try again shortly.');
      }
      throw error;
    }
  }

  return {
    run<R>(request: ScheduleRequest, task: ScheduledTask<R>): Promise<R> {
      const { key } = request;
      if (key === undefined) return execute(request, task, request.signal);
      const existing = inFlight.get(key);
      // A call given up a moment ago is not joined: this caller still wants its answer.
      if (existing !== undefined && !existing.interest.signal.aborted) {
        existing.interest.add(request.signal);
        existing.askedAt.push(request.priority);
        // A more urgent caller may move the waiting call up: order the queue again.
        pumpAndTell();
        // Same key means same request and same answer type, by construction of the keys.
        return existing.promise as Promise<R>;
      }
      const interest = createCallInterest();
      interest.add(request.signal);
      // A shared call still waiting goes at the most urgent of its callers' priorities: the
      // chart's markers wait for spare budget, but the Earnings tab asking the same calendar
      // must not wait with them.
      const askedAt: PriorityOf[] = [request.priority];
      const priority = () => mostUrgent(askedAt);
      const promise = execute({ ...request, priority }, task, interest.signal).finally(() => inFlight.delete(key));
      inFlight.set(key, { promise, interest, askedAt });
      return promise;
    },
    inWindow: (group) => core.inWindow(group, clock.now()),
    status: () => {
      const at = clock.now();
      return { groups: core.status(at), at };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function busy(
  retryAfterMs: number,
  reason = 'The broker call budget is used up for now; try again shortly.',
): UpstreamBusyError {
  return new UpstreamBusyError(Math.max(1, Math.ceil(retryAfterMs / 1_000)), reason);
}

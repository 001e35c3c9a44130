import type { BudgetGroup } from '@contracts/budget';
import { RateGate } from './rate-gate';
import { PRIORITY_HEADROOM, PRIORITY_RANK, resolvePriority, type Priority, type PriorityOf } from './priorities';
import type { RateGroup, RateLimit } from './rate-limits';

export interface SchedulerCoreOptions {
  limits: Partial<Record<RateGroup, RateLimit>>;
  margin: number;
  /** Calls of a group that may leave at once before pacing starts (see RateGate). */
  burst?: number | undefined;
  /** Jobs waiting per group beyond which new ones are refused at once. */
  maxQueue: number;
  /** Longest a job may wait for a slot before it is refused. */
  maxWaitMs: number;
}

interface Job<T> {
  payload: T;
  group: RateGroup;
  priority: PriorityOf;
  seq: number;
  deadline: number;
}

export type EnqueueResult = { accepted: true } | { accepted: false; retryAfterMs: number };

export interface PollResult<T> {
  /** Jobs that may start now; each has been counted in its group's window. */
  start: T[];
  /** Jobs that cannot start before their deadline, with a suggested wait for the caller. */
  refused: { payload: T; retryAfterMs: number }[];
}

/**
 * The scheduler's pure core: per-group queues ordered by priority then arrival, admitted by a
 * RateGate. It never sleeps and never reads a clock; the shell calls `poll(now)` whenever a job
 * arrives or `nextWakeAt` comes.
 */
export class SchedulerCore<T> {
  private readonly gates = new Map<RateGroup, RateGate>();
  private readonly queues = new Map<RateGroup, Job<T>[]>();
  private seq = 0;

  constructor(private readonly options: SchedulerCoreOptions) {
    for (const [group, limit] of Object.entries(options.limits) as [RateGroup, RateLimit][]) {
      this.gates.set(group, new RateGate({ ...limit, margin: options.margin, burst: options.burst }));
    }
  }

  /** `maxWaitMs` overrides the default wait limit for this job. */
  enqueue(
    group: RateGroup,
    priority: PriorityOf,
    payload: T,
    now: number,
    maxWaitMs = this.options.maxWaitMs,
  ): EnqueueResult {
    const queue = this.queueOf(group);
    const gate = this.gates.get(group);
    if (gate?.isFrozen(now) === true && gate.frozenUntilAt() - now > maxWaitMs) {
      return { accepted: false, retryAfterMs: gate.frozenUntilAt() - now };
    }
    if (queue.length >= this.options.maxQueue) return { accepted: false, retryAfterMs: this.waitEstimate(group, now) };
    queue.push({ payload, group, priority, seq: this.seq++, deadline: now + maxWaitMs });
    return { accepted: true };
  }

  /** Takes a job that has not started out of its queue; false when it is not waiting (any more). */
  withdraw(group: RateGroup, payload: T): boolean {
    const queue = this.queues.get(group) ?? [];
    const at = queue.findIndex((job) => job.payload === payload);
    if (at === -1) return false;
    queue.splice(at, 1);
    return true;
  }

  poll(now: number): PollResult<T> {
    const result: PollResult<T> = { start: [], refused: [] };
    for (const [group, queue] of this.queues) {
      const gate = this.gates.get(group);
      const waiting: Job<T>[] = [];
      for (const { job, priority } of ordered(queue)) {
        const slot = gate === undefined ? now : gate.nextSlotAt(now, PRIORITY_HEADROOM[priority]);
        if (slot <= now && gate !== undefined) gate.record(now);
        if (slot <= now) result.start.push(job.payload);
        else if (slot > job.deadline) result.refused.push({ payload: job.payload, retryAfterMs: slot - now });
        else waiting.push(job);
      }
      this.queues.set(group, waiting);
    }
    return result;
  }

  /** When `poll` may next start or refuse something; null when nothing waits. */
  nextWakeAt(now: number): number | null {
    let wake: number | null = null;
    for (const [group, queue] of this.queues) {
      const gate = this.gates.get(group);
      // The earliest of all; order does not matter here, so no sort.
      for (const job of queue) {
        const slot = gate === undefined ? now : gate.nextSlotAt(now, PRIORITY_HEADROOM[resolvePriority(job.priority)]);
        const at = Math.min(slot, job.deadline);
        wake = wake === null ? at : Math.min(wake, at);
      }
    }
    return wake;
  }

  /** The upstream answered 429 for `group`; returns how long the group is frozen (ms). */
  throttled(group: RateGroup, now: number, retryAfterMs: number | null): number {
    const gate = this.gates.get(group);
    return gate === undefined ? 0 : gate.freeze(now, retryAfterMs) - now;
  }

  /** A call granted at `grantedAt` has completed at `now` (see RateGate.completed). */
  completed(group: RateGroup, grantedAt: number, now: number): void {
    this.gates.get(group)?.completed(grantedAt, now);
  }

  succeeded(group: RateGroup): void {
    this.gates.get(group)?.succeeded();
  }

  /** Calls counted in the group's window (for stats and tests). */
  inWindow(group: RateGroup, now: number): number {
    return this.gates.get(group)?.inWindow(now) ?? 0;
  }

  /**
   * Each limited group's use of its window and its queue. `wait_ms` is when a call the trader
   * asks for now would start: after the group's next slot and one paced slot for each call of
   * the same or a higher priority already waiting.
   */
  status(now: number): BudgetGroup[] {
    return [...this.gates].map(([group, gate]) => {
      const queue = this.queues.get(group) ?? [];
      const ahead = queue.filter((job) => PRIORITY_RANK[resolvePriority(job.priority)] <= PRIORITY_RANK.interactive);
      const paceMs = gate.windowMs / gate.budget;
      return {
        group,
        budget: gate.budget,
        window_ms: gate.windowMs,
        used: gate.inWindow(now),
        queued: queue.length,
        frozen_for_ms: Math.max(0, gate.frozenUntilAt() - now),
        wait_ms: Math.round(Math.max(0, gate.nextSlotAt(now) - now) + ahead.length * paceMs),
      };
    });
  }

  private waitEstimate(group: RateGroup, now: number): number {
    const gate = this.gates.get(group);
    return Math.max(1_000, (gate?.nextSlotAt(now) ?? now) - now);
  }

  private queueOf(group: RateGroup): Job<T>[] {
    let queue = this.queues.get(group);
    if (queue === undefined) {
      queue = [];
      this.queues.set(group, queue);
    }
    return queue;
  }
}

// Priorities are worked out afresh each time, so a job whose data went overdue moves up.
function ordered<T>(queue: readonly Job<T>[]): { job: Job<T>; priority: Priority }[] {
  return queue
    .map((job) => ({ job, priority: resolvePriority(job.priority) }))
    .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.job.seq - b.job.seq);
}

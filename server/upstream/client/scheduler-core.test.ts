import fc from 'fast-check';
import { expect, test } from 'vitest';
import { RateGate } from './rate-gate';
import { SchedulerCore } from './scheduler-core';

const MINUTE = 60_000;
function core(overrides: { maxQueue?: number; maxWaitMs?: number } = {}) {
  return new SchedulerCore<string>({
    limits: { 'market-data': { limit: 60, windowMs: MINUTE } },
    margin: 0.9,
    burst: 14,
    maxQueue: overrides.maxQueue ?? 10_000,
    maxWaitMs: overrides.maxWaitMs ?? 10 * MINUTE,
  });
}

function maxInAnyWindow(times: number[], windowMs: number): number {
  let best = 0;
  for (let i = 0; i < times.length; i += 1) {
    const end = (times[i] ?? 0) + windowMs;
    best = Math.max(best, times.filter((t) => t >= (times[i] ?? 0) && t < end).length);
  }
  return best;
}

/** Drives the core like the shell does, returning when each job started. */
function drive(c: SchedulerCore<string>, arrivals: number[]): number[] {
  const started: number[] = [];
  const sorted = [...arrivals].sort((a, b) => a - b);
  let now = 0;
  let i = 0;
  for (;;) {
    while (i < sorted.length && (sorted[i] ?? 0) <= now) c.enqueue('market-data', 'interactive', `job${i++}`, now);
    started.push(...c.poll(now).start.map(() => now));
    const wake = c.nextWakeAt(now);
    const nextArrival = sorted[i];
    if (wake === null && nextArrival === undefined) return started;
    now = Math.min(wake ?? Infinity, nextArrival ?? Infinity);
  }
}

test('never more than 90% of the limit in any 60 s window, whatever the arrival pattern', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 5 * MINUTE }), { minLength: 1, maxLength: 400 }), (arrivals) => {
      const started = drive(core(), arrivals);
      expect(started).toHaveLength(arrivals.length);
      expect(maxInAnyWindow(started, MINUTE)).toBeLessThanOrEqual(54);
    }),
    { numRuns: 60 },
  );
});

test('a burst leaves at once up to the burst size, then one call per 1/54 of the minute', () => {
  const started = drive(
    core(),
    Array.from({ length: 120 }, () => 0),
  );
  expect(started.filter((t) => t === 0)).toHaveLength(14);
  expect(started[14]).toBe(Math.ceil(MINUTE / 54));
  expect(maxInAnyWindow(started, 15_000)).toBeLessThanOrEqual(14 + Math.ceil(15_000 / (MINUTE / 54)));
  expect(maxInAnyWindow(started, MINUTE)).toBe(54);
});

test('an interactive job overtakes background jobs that arrived earlier', () => {
  const c = core();
  for (let i = 0; i < 14; i += 1) c.enqueue('market-data', 'interactive', `fill${i}`, 0);
  c.poll(0);
  c.enqueue('market-data', 'background', 'prefetch', 1);
  c.enqueue('market-data', 'interactive', 'chart', 2);
  const wake = c.nextWakeAt(2) ?? 0;
  expect(c.poll(wake).start[0]).toBe('chart');
});

test('background work leaves the last quarter of the budget to interactive work', () => {
  const c = core();
  for (let i = 0; i < 56; i += 1) c.enqueue('market-data', 'background', `bg${i}`, 0);
  let now = 0;
  let started = 0;
  while (now < 58_000) {
    started += c.poll(now).start.length;
    now = c.nextWakeAt(now) ?? 58_000;
  }
  expect(started).toBe(40);
  // The user's call is not held back by the waiting background work: at most one pacing step.
  c.enqueue('market-data', 'interactive', 'user', 58_000);
  const wake = c.nextWakeAt(58_000) ?? 58_000;
  expect(wake - 58_000).toBeLessThanOrEqual(Math.ceil(MINUTE / 54));
  expect(c.poll(wake).start).toEqual(['user']);
});

test('a 429 with Retry-After freezes the group for exactly that long', () => {
  const c = core();
  expect(c.throttled('market-data', 1_000, 5_000)).toBe(5_000);
  c.enqueue('market-data', 'interactive', 'a', 1_000);
  expect(c.poll(5_999).start).toEqual([]);
  expect(c.nextWakeAt(5_999)).toBe(6_000);
  expect(c.poll(6_000).start).toEqual(['a']);
});

test('a 429 without Retry-After freezes until the oldest call leaves the window', () => {
  const c = core();
  c.enqueue('market-data', 'interactive', 'first', 0);
  c.poll(0);
  expect(c.throttled('market-data', 10_000, null)).toBe(50_000);
  c.enqueue('market-data', 'interactive', 'b', 10_000);
  expect(c.nextWakeAt(10_000)).toBe(MINUTE);
});

test('repeated 429s on an idle window back off 1 s, 2 s, 4 s', () => {
  const c = core();
  expect(c.throttled('market-data', 0, null)).toBe(1_000);
  expect(c.throttled('market-data', 1_000, null)).toBe(2_000);
  expect(c.throttled('market-data', 3_000, null)).toBe(4_000);
  c.succeeded('market-data');
  expect(c.throttled('market-data', 7_000, null)).toBe(1_000);
});

test('a full queue refuses new work at once with a retry hint', () => {
  const c = core({ maxQueue: 2 });
  c.throttled('market-data', 0, 3_000);
  expect(c.enqueue('market-data', 'interactive', 'a', 0).accepted).toBe(true);
  expect(c.enqueue('market-data', 'interactive', 'b', 0).accepted).toBe(true);
  expect(c.enqueue('market-data', 'interactive', 'c', 0)).toEqual({ accepted: false, retryAfterMs: 3_000 });
});

test('a job that cannot start before its deadline is refused instead of waiting forever', () => {
  const c = core({ maxWaitMs: 2_000 });
  c.enqueue('market-data', 'interactive', 'a', 0);
  c.throttled('market-data', 0, 10_000);
  expect(c.poll(0)).toEqual({ start: [], refused: [{ payload: 'a', retryAfterMs: 10_000 }] });
  expect(c.enqueue('market-data', 'interactive', 'b', 0)).toEqual({ accepted: false, retryAfterMs: 10_000 });
});

test('groups without a limit start at once', () => {
  const c = core();
  c.enqueue('unlimited', 'background', 'x', 0);
  expect(c.poll(0).start).toEqual(['x']);
});

test('a call counts from its answer, not its grant, so a late send cannot crowd a later window', () => {
  const gate = () => {
    const g = new RateGate({ limit: 60, windowMs: MINUTE, margin: 0.9 });
    for (let i = 0; i < 54; i += 1) g.record(i * 1_000);
    return g;
  };
  expect(gate().nextSlotAt(MINUTE)).toBe(MINUTE);
  const late = gate();
  late.completed(0, 5_000);
  expect(late.nextSlotAt(MINUTE)).toBe(MINUTE + 1_000);
});

test('a job whose priority rises while it waits overtakes jobs queued before it', () => {
  const c = core();
  c.throttled('market-data', 0, 1_000);
  let overdue = false;
  c.enqueue('market-data', 'refresh', 'younger quotes', 0);
  c.enqueue('market-data', () => (overdue ? 'interactive' : 'refresh'), 'older quotes', 0);
  overdue = true;
  expect(c.poll(1_000).start[0]).toBe('older quotes');
});

test('what the trader waits on (a chart) goes ahead of a quote refresh queued before it', () => {
  const c = core();
  c.throttled('market-data', 0, 1_000);
  c.enqueue('market-data', 'refresh', 'quotes', 0);
  c.enqueue('market-data', 'interactive', 'chart', 500);
  expect(c.poll(1_000).start[0]).toBe('chart');
});

test('a busy group spaces calls evenly instead of letting bursts through', () => {
  // Half the budget used in the last minute: from then on one call per 1/54 of the minute.
  const started = drive(core(), [
    ...Array.from({ length: 27 }, (_, i) => i * 2_000),
    ...Array.from({ length: 10 }, () => 54_000),
  ]);
  const late = started.filter((t) => t >= 54_000);
  expect(late).toHaveLength(10);
  for (let i = 1; i < late.length; i += 1)
    expect((late[i] ?? 0) - (late[i - 1] ?? 0)).toBeGreaterThanOrEqual(Math.ceil(MINUTE / 54));
});

test('after a quiet burst a busy group repays it a little per call, never by a stall', () => {
  // 54 a minute: one paced slot is 60 s / 54 = 1,112 ms. A burst of 6, then a call wanted every
  // 10 ms for three minutes: spacing at the plain rate would fill the window at 53 s and leave
  // no call at all until the burst left it (a 6.7 s gap every quote ages through).
  const gate = new RateGate({ limit: 60, windowMs: MINUTE, margin: 0.9, burst: 6 });
  const started: number[] = [];
  for (let at = 0; at < 3 * MINUTE; at += 10) {
    while (gate.nextSlotAt(at) <= at) {
      gate.record(at);
      started.push(at);
    }
  }
  expect(started.filter((t) => t === 0)).toHaveLength(6);
  const gaps = started.slice(1).map((t, i) => t - (started[i] ?? 0));
  expect(Math.max(...gaps)).toBeLessThanOrEqual(1_500);
  expect(maxInAnyWindow(started, MINUTE)).toBeLessThanOrEqual(54);
  // Nothing of the budget is given up: the last two minutes carry their 54 calls each.
  expect(started.filter((t) => t >= MINUTE && t < 2 * MINUTE).length).toBeGreaterThanOrEqual(53);
  expect(started.filter((t) => t >= 2 * MINUTE).length).toBeGreaterThanOrEqual(53);
});

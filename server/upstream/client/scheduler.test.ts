import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { createScheduler } from './scheduler';
import { UpstreamBusyError, UpstreamHttpError } from './upstream-errors';

function setup(maxWaitMs = 8_000) {
  const clock = createFakeClock(1_000_000);
  const scheduler = createScheduler({
    limits: { 'market-data': { limit: 60, windowMs: 60_000 } },
    margin: 0.9,
    burst: 14,
    maxQueue: 100,
    maxWaitMs,
    clock,
  });
  return { clock, scheduler };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

test('identical requests in flight share one upstream call', async () => {
  const { scheduler } = setup();
  let calls = 0;
  const task = async () => {
    calls += 1;
    await flush();
    return 'quote';
  };
  const results = await Promise.all(
    [1, 2, 3].map(() => scheduler.run({ group: 'market-data', priority: 'interactive', key: 'depth|AAPL' }, task)),
  );
  expect(results).toEqual(['quote', 'quote', 'quote']);
  expect(calls).toBe(1);
});

test('after an upstream 429 with Retry-After nothing is sent until it has passed', async () => {
  const { clock, scheduler } = setup();
  const throttle = () => Promise.reject(new UpstreamHttpError(429, 'TOO_MANY_REQUESTS', 'slow down', 'r1', 5));
  const first = await scheduler
    .run({ group: 'market-data', priority: 'interactive' }, throttle)
    .catch((e: unknown) => e);
  expect(first).toBeInstanceOf(UpstreamBusyError);
  expect(first).toMatchObject({ retryAfterSeconds: 5 });
  let sent = 0;
  const next = scheduler.run({ group: 'market-data', priority: 'interactive' }, () => {
    sent += 1;
    return Promise.resolve('ok');
  });
  clock.advance(4_999);
  expect(sent).toBe(0);
  clock.advance(1);
  await expect(next).resolves.toBe('ok');
  expect(sent).toBe(1);
});

test('a browser request that would wait past the limit gets a busy answer with a retry hint', async () => {
  const { scheduler } = setup(2_000);
  const throttle = () => Promise.reject(new UpstreamHttpError(429, 'TOO_MANY_REQUESTS', 'slow down', null, 30));
  await scheduler.run({ group: 'market-data', priority: 'interactive' }, throttle).catch(() => undefined);
  await expect(
    scheduler.run({ group: 'market-data', priority: 'interactive' }, () => Promise.resolve(1)),
  ).rejects.toMatchObject({
    name: 'UpstreamBusyError',
    retryAfterSeconds: 30,
  });
});

test('a queued request is refused once its wait limit is reached, never left hanging', async () => {
  const { clock, scheduler } = setup(3_000);
  const runs = Array.from({ length: 20 }, () =>
    scheduler.run({ group: 'market-data', priority: 'interactive' }, () => Promise.resolve('ok')),
  );
  clock.advance(3_000);
  const outcomes = await Promise.allSettled(runs);
  // 14 leave at once (the burst), two more at 1.1 s and 2.2 s; the other four would wait past 3 s.
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(16);
  expect(outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof UpstreamBusyError)).toHaveLength(4);
});

test('a retry waits for its own slot in the window', async () => {
  const { scheduler } = setup();
  await scheduler.run({ group: 'market-data', priority: 'interactive' }, async (acquireRetry) => {
    await acquireRetry();
    await acquireRetry();
  });
  expect(scheduler.inWindow('market-data')).toBe(3);
});

test('a request may allow itself a longer wait than the default', async () => {
  const { clock, scheduler } = setup(3_000);
  const throttle = () => Promise.reject(new UpstreamHttpError(429, 'TOO_MANY_REQUESTS', 'slow down', null, 10));
  await scheduler.run({ group: 'market-data', priority: 'interactive' }, throttle).catch(() => undefined);
  const patient = scheduler.run({ group: 'market-data', priority: 'interactive', maxWaitMs: 20_000 }, () =>
    Promise.resolve('chart'),
  );
  clock.advance(10_000);
  await expect(patient).resolves.toBe('chart');
});

test('a queued call whose callers have all aborted is dropped, never sent', async () => {
  const { clock, scheduler } = setup();
  const sent: string[] = [];
  const task = (name: string) => () => {
    sent.push(name);
    return Promise.resolve(name);
  };
  // The burst leaves at once; what follows waits for a paced slot.
  const burst = Array.from({ length: 14 }, (_, i) =>
    scheduler.run({ group: 'market-data', priority: 'interactive' }, task(`burst-${String(i)}`)),
  );
  const browser = new AbortController();
  const other = new AbortController();
  const markers = scheduler.run(
    { group: 'market-data', priority: 'interactive', key: 'calendar|AAPL', signal: browser.signal },
    task('calendar'),
  );
  const joined = scheduler.run(
    { group: 'market-data', priority: 'interactive', key: 'calendar|AAPL', signal: other.signal },
    task('calendar'),
  );
  const kept = scheduler.run({ group: 'market-data', priority: 'interactive' }, task('bars'));
  browser.abort();
  clock.advance(1);
  expect(scheduler.status().groups[0]?.queued).toBe(2);
  other.abort();
  await expect(markers).rejects.toMatchObject({ name: 'UpstreamCallDroppedError' });
  await expect(joined).rejects.toMatchObject({ name: 'UpstreamCallDroppedError' });
  expect(scheduler.status().groups[0]?.queued).toBe(1);
  clock.advance(10_000);
  await Promise.all([...burst, kept]);
  expect(sent).not.toContain('calendar');
  expect(sent).toContain('bars');
});

test('a shared call waiting for spare budget goes as soon as a more urgent caller joins it', async () => {
  const { clock, scheduler } = setup(60_000);
  const quotes = Array.from({ length: 45 }, () =>
    scheduler.run({ group: 'market-data', priority: 'interactive' }, () => Promise.resolve('quote')),
  );
  // The paced quotes all leave within the minute: 45 calls in the window, more than three quarters of 54.
  while ((scheduler.status().groups[0]?.queued ?? 0) > 0) {
    clock.advance(500);
    await flush();
  }
  await Promise.all(quotes);
  expect(scheduler.inWindow('market-data')).toBe(45);
  const sent: string[] = [];
  const calendar = () => {
    sent.push('calendar');
    return Promise.resolve('calendar');
  };
  // The chart's markers: background work, which leaves a quarter of the budget free.
  const markers = scheduler.run(
    { group: 'market-data', priority: 'background', key: 'calendar|AAPL', maxWaitMs: 60_000 },
    calendar,
  );
  clock.advance(2_000);
  await flush();
  expect(sent).toEqual([]);
  // The Earnings tab asks for the same calendar: the one call goes now, for both.
  const tab = scheduler.run({ group: 'market-data', priority: 'interactive', key: 'calendar|AAPL' }, calendar);
  clock.advance(1_500);
  await expect(tab).resolves.toBe('calendar');
  await expect(markers).resolves.toBe('calendar');
  expect(sent).toEqual(['calendar']);
});

test('a call already sent runs on when its caller aborts', async () => {
  const { scheduler } = setup();
  const browser = new AbortController();
  let sent = 0;
  const answer = scheduler.run({ group: 'market-data', priority: 'interactive', signal: browser.signal }, async () => {
    sent += 1;
    await flush();
    return 'profile';
  });
  await Promise.resolve();
  await Promise.resolve();
  expect(sent).toBe(1);
  browser.abort();
  await expect(answer).resolves.toBe('profile');
});

import { afterEach, expect, test } from 'vitest';
import { budgetStatusSchema } from '@contracts/budget';
import { createScheduler } from '../upstream/client/scheduler';
import { connectBrowser, recordMessages, startRelay, until, type RelayKit } from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

test('a browser sees the call budget at once and again as calls use it, a burst in one message', async () => {
  // The relay starts first (it owns the fake clock); the scheduler on that clock is handed in after.
  let current: ReturnType<typeof createScheduler> | null = null;
  const listeners = new Set<() => void>();
  const budget = {
    status: () => current?.status() ?? { groups: [], at: 0 },
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  kit = await startRelay({ budget });
  const { clock } = kit;
  const scheduler = createScheduler({
    limits: { 'market-data': { limit: 3, windowMs: 60_000 } },
    margin: 1,
    maxQueue: 10,
    maxWaitMs: 60_000,
    clock,
  });
  current = scheduler;
  scheduler.onChange(() => {
    for (const listener of listeners) listener();
  });
  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync(['status/budget']);
  await until(() => seen.length === 1, 'the current budget');
  const groupOf = (i: number) => budgetStatusSchema.parse(seen[i]?.payload).groups[0];
  expect(groupOf(0)).toEqual({
    group: 'market-data',
    budget: 3,
    window_ms: 60_000,
    used: 0,
    queued: 0,
    frozen_for_ms: 0,
    wait_ms: 0,
  });
  // Four calls on a budget of three: three leave, the fourth waits for the window.
  const calls = [1, 2, 3, 4].map(() =>
    scheduler.run({ group: 'market-data', priority: 'interactive' }, () => Promise.resolve()),
  );
  await Promise.all(calls.slice(0, 3));
  clock.advance(250);
  await until(() => seen.length === 2, 'the budget after the burst');
  expect(groupOf(1)).toMatchObject({ used: 3, queued: 1, wait_ms: 60_000 + 20_000 });
  expect(seen).toHaveLength(2);
  clock.advance(60_000);
  await calls[3];
  await client.endAsync();
});

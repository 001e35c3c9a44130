import { expect, test } from 'vitest';
import type { UpstreamClient } from '../client/http-client';
import { SAFETY_MARGIN, UPSTREAM_RATE_LIMITS } from '../client/rate-limits';
import { createScheduler } from '../client/scheduler';
import { UpstreamBusyError, UpstreamHttpError } from '../client/upstream-errors';
import { createFakeClock } from '../testing/fake-clock';
import { EVENT_DETAIL_MAX_WAIT_MS, EVENT_DETAIL_PRIORITY } from './apply-trade-event';
import { createOrderReads } from './order-reads';

/**
 * A burst of fills makes every tab read its executions and balances again: reads at the
 * trader's priority that fill the 'order-query' group (1 call per 2 s within the margin) for
 * longer than the scheduler's usual wait. The detail an event needs waits them out.
 */
test("an event's detail read waits behind a minute of the trader's reads, where another read is refused busy", async () => {
  const clock = createFakeClock(1_000_000);
  const scheduler = createScheduler({
    limits: UPSTREAM_RATE_LIMITS,
    margin: SAFETY_MARGIN,
    maxQueue: 200,
    maxWaitMs: 8_000,
    clock,
  });
  const asked: string[] = [];
  const client: UpstreamClient = {
    call(operation) {
      asked.push(operation);
      // The broker does not know the order: the detail answers null, after its wait.
      return Promise.reject(new UpstreamHttpError(404, 'ORDER_NOT_FOUND', 'no such order', null, null));
    },
  };
  const reads = createOrderReads({ client, scheduler, clock, generation: 'v2', log: () => undefined });
  const traders = Array.from({ length: 30 }, (_, i) =>
    scheduler.run({ group: 'order-query', priority: 'account', maxWaitMs: 120_000 }, () =>
      Promise.resolve(`executions page ${String(i)}`),
    ),
  );
  const usual = reads.detail('ACC1', 'elsewhere-1', EVENT_DETAIL_PRIORITY);
  const event = reads.detail('ACC1', 'elsewhere-2', EVENT_DETAIL_PRIORITY, EVENT_DETAIL_MAX_WAIT_MS);
  const usualFailed = usual.catch((error: unknown) => error);
  // A hundred seconds, a second at a time, letting each answer settle.
  for (let step = 0; step < 100; step += 1) {
    clock.advance(1_000);
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await usualFailed).toBeInstanceOf(UpstreamBusyError);
  await expect(Promise.all(traders)).resolves.toHaveLength(30);
  await expect(event).resolves.toBeNull();
  expect(asked).toEqual(['orders:detail']);
});

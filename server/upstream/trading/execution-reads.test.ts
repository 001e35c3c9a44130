import { expect, test } from 'vitest';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { UPSTREAM_RATE_LIMITS } from '../client/rate-limits';
import { createScheduler } from '../client/scheduler';
import { systemClock, type Clock } from '@server/shared/clock';
import { createExecutionReads, EXECUTIONS_KEPT_MS } from './execution-reads';

/** A provider holding `count` executions, newest first, paged as documented (docs/protocol.md#executions). */
function provider(count: number) {
  const rows = Array.from({ length: count }, (_, i) => row(count - i, i));
  const queries: Record<string, string>[] = [];
  const client: UpstreamClient = {
    call(operation, options?: CallOptions) {
      expect(operation).toBe('orders:executions');
      const query = Object.fromEntries(options?.query ?? []);
      queries.push(query);
      const after = query.last_execution_id;
      const start = after === undefined ? 0 : rows.findIndex((r) => r.execution_id === after) + 1;
      return Promise.resolve(rows.slice(start, start + Number(query.page_size ?? '20')));
    },
  };
  /** `more` new fills, newest first in front; `fromId` restarts the ids (a paper account's reset). */
  const fill = (more: number, fromId = rows.length + 1) => {
    const newest = Number(rows[0]?.execution_time ?? 1_800_000_000_000);
    const fresh = Array.from({ length: more }, (_, i) => ({
      ...row(fromId + more - 1 - i, i),
      execution_time: String(newest + (more - i) * 1000),
    }));
    rows.unshift(...fresh);
  };
  return { client, queries, rows, fill };
}

/** Execution `id` as the provider lists it; `i` varies its order and side. */
function row(id: number, i: number) {
  return {
    execution_id: `E${String(id)}`,
    order_id: 9000 + i,
    client_order_id: `o${String(i % 7)}`,
    symbol: 'NVDA',
    execution_time: String(1_800_000_000_000 - i * 1000),
    status: 'FILLED',
    side: i % 2 === 0 ? 'SELL' : 'BUY',
    filled_quantity: '2.0000000000',
    filled_price: 196.95,
  };
}

function readsOver(client: UpstreamClient, clock: Clock = systemClock) {
  const scheduler = createScheduler({
    limits: { ...UPSTREAM_RATE_LIMITS, 'order-query': { limit: 1_000, windowMs: 1_000 } },
    margin: 1,
    maxQueue: 100,
    maxWaitMs: 8_000,
    clock,
  });
  return createExecutionReads({ client, scheduler, clock });
}

test('every page is read, 100 after the last execution id, into plain decimals and ms times', async () => {
  const { client, queries } = provider(250);
  const list = await readsOver(client).list('ACC1');
  expect(queries.map((q) => q.last_execution_id)).toEqual([undefined, 'E151', 'E51']);
  expect(queries.every((q) => q.account_id === 'ACC1' && q.page_size === '100')).toBe(true);
  expect(list.truncated).toBe(false);
  expect(list.executions).toHaveLength(250);
  expect(list.executions[0]).toEqual({
    execution_id: 'E250',
    order_id: '9000',
    client_order_id: 'o0',
    symbol: 'NVDA',
    side: 'SELL',
    quantity: '2.0000000000',
    price: '196.95',
    executed_at: 1_800_000_000_000,
  });
});

test("one order's list names it upstream; more than ten pages keep the newest and say so", async () => {
  const one = provider(3);
  const list = await readsOver(one.client).list('ACC1', 'o1');
  expect(one.queries[0]?.client_order_id).toBe('o1');
  expect(list.client_order_id).toBe('o1');

  const many = provider(1_050);
  const long = await readsOver(many.client).list('ACC1');
  expect(many.queries).toHaveLength(10);
  expect(long.truncated).toBe(true);
  expect(long.executions).toHaveLength(1_000);
  expect(long.executions[0]?.execution_id).toBe('E1050');
});

test('a read soon after reads only the newest page, until a row it has, and puts the new ones first', async () => {
  const upstream = provider(250);
  let shift = 0;
  const clock: Clock = {
    now: () => Date.now() + shift,
    setTimer: (callback, ms) => systemClock.setTimer(callback, ms),
  };
  const reads = readsOver(upstream.client, clock);
  await reads.list('ACC1');
  upstream.queries.length = 0;

  upstream.fill(3);
  const again = await reads.list('ACC1');
  expect(upstream.queries).toHaveLength(1);
  expect(again.executions).toHaveLength(253);
  expect(again.executions.slice(0, 4).map((e) => e.execution_id)).toEqual(['E253', 'E252', 'E251', 'E250']);
  expect(new Set(again.executions.map((e) => e.execution_id)).size).toBe(253);

  // More new fills than a page: pages until the row it had.
  upstream.queries.length = 0;
  upstream.fill(150);
  expect((await reads.list('ACC1')).executions).toHaveLength(403);
  expect(upstream.queries.map((q) => q.last_execution_id)).toEqual([undefined, 'E304']);

  // Past the kept time, the whole list again.
  upstream.queries.length = 0;
  shift = EXECUTIONS_KEPT_MS;
  expect((await reads.list('ACC1')).executions).toHaveLength(403);
  expect(upstream.queries).toHaveLength(5);
});

test('a list that ends before any row it had (a reset account) replaces it, ids reused or not', async () => {
  const upstream = provider(120);
  const reads = readsOver(upstream.client);
  await reads.list('ACC1');
  upstream.rows.length = 0;
  upstream.fill(2, 1);
  const after = await reads.list('ACC1');
  expect(after.executions.map((e) => e.execution_id)).toEqual(['E2', 'E1']);
  upstream.rows.length = 0;
  expect((await reads.list('ACC1')).executions).toEqual([]);
});

import { expect, test } from 'vitest';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { UPSTREAM_RATE_LIMITS } from '../client/rate-limits';
import { createScheduler } from '../client/scheduler';
import { systemClock } from '@server/shared/clock';
import { createExecutionReads } from './execution-reads';

/** A provider holding `count` executions, newest first, paged as documented (docs/protocol.md#executions). */
function provider(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    execution_id: `E${String(count - i)}`,
    order_id: 9000 + i,
    client_order_id: `o${String(i % 7)}`,
    symbol: 'NVDA',
    execution_time: String(1_800_000_000_000 - i * 1000),
    status: 'FILLED',
    side: i % 2 === 0 ? 'SELL' : 'BUY',
    filled_quantity: '2.0000000000',
    filled_price: 196.95,
  }));
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
  return { client, queries };
}

function readsOver(client: UpstreamClient) {
  const scheduler = createScheduler({
    limits: { ...UPSTREAM_RATE_LIMITS, 'order-query': { limit: 1_000, windowMs: 1_000 } },
    margin: 0,
    burst: 6,
    maxQueue: 100,
    maxWaitMs: 8_000,
    clock: systemClock,
  });
  return createExecutionReads({ client, scheduler, clock: systemClock });
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

import { afterAll, beforeAll, expect, test } from 'vitest';
import { simulatorWithClient } from '@server/bench/upstream/stack';
import { MARGIN_ACCOUNT, MARKET_OPEN_AT } from '@server/testing/trading-stack';
import { createUpstreamClient } from '@server/upstream/client/http-client';
import { createScheduler } from '@server/upstream/client/scheduler';
import { SAFETY_MARGIN, UPSTREAM_RATE_LIMITS } from '@server/upstream/client/rate-limits';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from '@server/upstream/client/transport';
import { EVENT_DETAIL_PRIORITY } from '@server/upstream/trading/apply-trade-event';
import { createOrderReads } from '@server/upstream/trading/order-reads';

// More orders than one page of the provider's lists, read back by the BFF's order reads in each
// path generation against the simulator process (docs/protocol.md#paged-order-lists).
const ORDERS = 25;
let stack: Awaited<ReturnType<typeof simulatorWithClient>>;
const placed: string[] = [];

beforeAll(async () => {
  stack = await simulatorWithClient();
  await stack.control.pinClock(MARKET_OPEN_AT);
  for (let i = 0; i < ORDERS; i += 1) {
    const id = `page${String(i).padStart(2, '0')}`;
    await stack.client.call('orders:place', {
      body: {
        account_id: MARGIN_ACCOUNT,
        new_orders: [
          {
            client_order_id: id,
            combo_type: 'NORMAL',
            instrument_type: 'EQUITY',
            market: 'US',
            symbol: 'AAPL',
            side: 'BUY',
            order_type: 'LIMIT',
            limit_price: '1.00',
            quantity: '1',
            entrust_type: 'QTY',
            time_in_force: 'DAY',
            support_trading_session: 'CORE',
          },
        ],
      },
    });
    placed.push(id);
  }
}, 120_000);

afterAll(async () => {
  await stack.sim.stop();
});

function readsIn(generation: 'v2' | 'v3') {
  const client = createUpstreamClient({
    baseUrl: stack.sim.ready.http,
    ...stack.credentials,
    algorithm: 'HMAC-SHA256',
    generation,
    transport: createNodeTransport(),
    now: Date.now,
    marketTime: stack.marketTime,
    clockSkew: stack.clockSkew,
  });
  const scheduler = createScheduler({
    limits: UPSTREAM_RATE_LIMITS,
    margin: SAFETY_MARGIN,
    maxQueue: 100,
    maxWaitMs: 60_000,
    clock: systemClock,
  });
  return createOrderReads({ client, scheduler, clock: systemClock, generation, log: () => undefined });
}

test.each(['v3', 'v2'] as const)(
  '%s: history and open orders hold every one of 25 orders, once',
  async (generation) => {
    const reads = readsIn(generation);
    const newestFirst = [...placed].reverse();
    const history = await reads.history(MARGIN_ACCOUNT);
    expect(history.map((order) => order.client_order_id)).toEqual(newestFirst);
    const open = await reads.openOrders(MARGIN_ACCOUNT);
    expect(open.map((order) => order.client_order_id)).toEqual(newestFirst);
  },
);

test('v3: the details a burst of order events asks for wait until a history read has all its pages', async () => {
  const reads = readsIn('v3');
  const before = (await stack.control.stats()).length;
  // Three failures just told by the event stream: each asks its order's detail before the
  // trader's history read starts (the first may take the free slot at once).
  const details = placed.slice(0, 3).map((id) => reads.detail(MARGIN_ACCOUNT, id, EVENT_DETAIL_PRIORITY));
  const history = await reads.history(MARGIN_ACCOUNT);
  const calls = (await stack.control.stats())
    .slice(before)
    .filter((call) => call.group === 'order-query' && call.status === 200);
  expect(history).toHaveLength(ORDERS);
  // The simulator pages gen 3 ten groups at a time: the pages, plus at most the one detail.
  expect(calls.length).toBeLessThanOrEqual(Math.ceil(ORDERS / 10) + 1);
  expect((await Promise.all(details)).every((group) => group !== null)).toBe(true);
}, 60_000);

import { afterAll, beforeAll, expect, test } from 'vitest';
import { simulatorWithClient } from '@server/bench/upstream/stack';
import { MARGIN_ACCOUNT, MARKET_OPEN_AT } from '@server/testing/trading-stack';
import { createUpstreamClient } from '@server/upstream/client/http-client';
import { createScheduler } from '@server/upstream/client/scheduler';
import { SAFETY_MARGIN, UPSTREAM_RATE_LIMITS } from '@server/upstream/client/rate-limits';
import { systemClock } from '@server/shared/clock';
import { createNodeTransport } from '@server/upstream/client/transport';
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

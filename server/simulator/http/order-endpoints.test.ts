import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMarket } from '../market/market';
import { orderItem } from './testing/order-item';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, type TestSimulator } from './testing/test-simulator';

// The order operations over signed HTTP, both path generations, against the seeded market.
const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
const ACCOUNT = 'SIMMARGIN0PAPER000000000001';

const post = (sim: TestSimulator, path: string, body: unknown) =>
  sim.call({ method: 'POST', path, body: JSON.stringify(body) });

const group = z.object({
  client_order_id: z.string(),
  combo_type: z.string(),
  orders: z.array(z.object({ client_order_id: z.string(), status: z.string() }).loose()),
});

describe('order endpoints', () => {
  it('places on the gen-3, unified gen-2 and gen-2 stock paths, and shows each order on both detail paths', async () => {
    const sim = startSimulator({ market });
    const paths = ['/trading/orders/place', '/openapi/trade/order/place', '/openapi/trade/stock/order/place'];
    for (const [index, path] of paths.entries()) {
      const response = await post(sim, path, { account_id: ACCOUNT, new_orders: [orderItem(`http${String(index)}`)] });
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ client_order_id: `http${String(index)}` });
      sim.advance(1000);
    }
    for (const path of ['/trading/orders/get', '/openapi/trade/order/detail']) {
      const detail = readBody(
        await sim.call({
          path,
          query: [
            ['account_id', ACCOUNT],
            ['client_order_id', 'http2'],
          ],
        }),
        group,
      );
      expect(detail.orders[0]).toMatchObject({ client_order_id: 'http2', status: 'SUBMITTED', commission: '0.00' });
      expect(Object.keys(detail.orders[0] ?? {})).not.toContain('place_time_at');
      sim.advance(1000);
    }
  });

  it('pages open orders with a gen-3 pagination_key and with gen-2 page_size and last_client_order_id', async () => {
    const sim = startSimulator({ market });
    for (let i = 0; i < 3; i += 1) {
      await post(sim, '/trading/orders/place', { account_id: ACCOUNT, new_orders: [orderItem(`page${String(i)}`)] });
      sim.advance(1000);
    }
    const gen3Page = z.object({ data: z.array(group), pagination_key: z.string().optional() });
    const first = readBody(
      await sim.call({
        path: '/trading/orders/open-orders/list',
        query: [
          ['account_id', ACCOUNT],
          ['page_size', '2'],
        ],
      }),
      gen3Page,
    );
    expect(first.data.map((g) => g.client_order_id)).toEqual(['page2', 'page1']);
    sim.advance(2000);
    const second = readBody(
      await sim.call({
        path: '/trading/orders/open-orders/list',
        query: [
          ['account_id', ACCOUNT],
          ['page_size', '2'],
          ['pagination_key', first.pagination_key ?? ''],
        ],
      }),
      gen3Page,
    );
    expect(second).toEqual({ data: [expect.objectContaining({ client_order_id: 'page0' })] });
    sim.advance(2000);
    const gen2 = readBody(
      await sim.call({
        path: '/openapi/trade/order/open',
        query: [
          ['account_id', ACCOUNT],
          ['page_size', '5'],
          ['last_client_order_id', 'page2'],
        ],
      }),
      z.array(group),
    );
    expect(gen2.map((g) => g.client_order_id)).toEqual(['page1', 'page0']);
  });

  it('holds order queries to 2 per 2 s and answers the third with 429 TOO_MANY_REQUESTS', async () => {
    const sim = startSimulator({ market });
    const query: [string, string][] = [['account_id', ACCOUNT]];
    expect((await sim.call({ path: '/trading/orders/open-orders/list', query })).statusCode).toBe(200);
    expect((await sim.call({ path: '/openapi/trade/order/history', query })).statusCode).toBe(200);
    const third = await sim.call({ path: '/trading/orders/executions/list', query });
    expect([third.statusCode, readError(third).error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    sim.advance(2000);
    expect((await sim.call({ path: '/trading/orders/executions/list', query })).statusCode).toBe(200);
  });

  it('refuses a history window in the wrong format or reaching back more than six months', async () => {
    const sim = startSimulator({ market });
    const bad = await sim.call({
      path: '/trading/orders/historical-orders/list',
      query: [
        ['account_id', ACCOUNT],
        ['start_time', '2026-03-01'],
      ],
    });
    expect([bad.statusCode, readError(bad).message]).toEqual([
      400,
      "Parameter start_time must be yyyy-MM-dd'T'HH:mm:ss.SSS'Z'.",
    ]);
    sim.advance(2000);
    const old = await sim.call({
      path: '/openapi/trade/order/history',
      query: [
        ['account_id', ACCOUNT],
        ['start_date', '2025-01-01'],
      ],
    });
    expect([old.statusCode, readError(old).message]).toEqual([
      400,
      'Parameter start_date looks back at most 183 days.',
    ]);
  });

  it('fills a market order, lists its execution and moves the positions the account endpoints show', async () => {
    const sim = startSimulator({ market });
    const placed = await post(sim, '/trading/orders/place', {
      account_id: ACCOUNT,
      new_orders: [orderItem('mkt1', { symbol: 'MSFT', order_type: 'MARKET', limit_price: undefined, quantity: '3' })],
    });
    expect(placed.statusCode).toBe(200);
    const executions = readBody(
      await sim.call({ path: '/trading/orders/executions/list', query: [['account_id', ACCOUNT]] }),
      z.array(z.object({ client_order_id: z.string(), filled_quantity: z.string(), status: z.string() }).loose()),
    );
    expect(executions.map((e) => [e.client_order_id, e.status])).toContainEqual(['mkt1', 'FILLED']);
    const positions = readBody(
      await sim.call({ path: '/trading/assets/positions/list', query: [['account_id', ACCOUNT]] }),
      z.array(z.object({ symbol: z.string(), quantity: z.string() }).loose()),
    );
    expect(positions.find((p) => p.symbol === 'MSFT')?.quantity).toBe('3');
  });

  it("refuses a body that breaks the rules with the provider's status and a message naming the field", async () => {
    const sim = startSimulator({ market });
    const response = await post(sim, '/trading/orders/place', {
      account_id: ACCOUNT,
      new_orders: [orderItem('bad1', { limit_price: '10.001' })],
    });
    expect([response.statusCode, readError(response)]).toEqual([
      417,
      {
        error_code: 'INVALID_PARAMETER',
        message:
          'Parameter error, new_orders[0].limit_price: 10.001 is not on the price grid (0.01 steps at this price).',
      },
    ]);
    const unknown = await post(sim, '/trading/orders/place', { account_id: 'NOPE', new_orders: [orderItem('bad2')] });
    expect([unknown.statusCode, readError(unknown).error_code]).toEqual([403, 'ACCOUNT_ACCESS_DENIED']);
  });
});

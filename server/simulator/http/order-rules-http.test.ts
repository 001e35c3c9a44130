import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMarket } from '../market/market';
import { orderItem } from './testing/order-item';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, type TestSimulator } from './testing/test-simulator';

// Order rules as a client meets them over signed HTTP: batch place, the write and preview
// limits, orders by amount, and orders the account cannot carry.
const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
const MARGIN = 'SIMMARGIN0PAPER000000000001';
const CASH = 'SIMCASH00PAPER000000000002';

const post = (sim: TestSimulator, path: string, body: unknown) =>
  sim.call({ method: 'POST', path, body: JSON.stringify(body) });
const detail = async (sim: TestSimulator, account: string, id: string) => {
  sim.advance(2000);
  return readBody(
    await sim.call({
      path: '/trading/orders/get',
      query: [
        ['account_id', account],
        ['client_order_id', id],
      ],
    }),
    z.object({ orders: z.array(z.object({ status: z.string(), filled_quantity: z.string() }).loose()) }),
  ).orders[0];
};

describe('order rules over HTTP', () => {
  it('batch-places each order on its own and says why the refused ones were refused', async () => {
    const sim = startSimulator({ market });
    const response = await post(sim, '/trading/orders/batch-place', {
      account_id: MARGIN,
      batch_orders: [
        orderItem('b1'),
        orderItem('b2', { order_type: 'STOP_LOSS', limit_price: undefined, stop_price: '1.00' }),
        orderItem('b3'),
      ],
    });
    expect(
      readBody(
        response,
        z.object({
          total: z.number(),
          success: z.number(),
          failed: z.number(),
          batch_orders: z.array(z.object({ client_order_id: z.string(), error_code: z.string() }).loose()),
        }),
      ),
    ).toMatchObject({
      total: 3,
      success: 2,
      failed: 1,
      batch_orders: [
        { client_order_id: 'b1', error_code: '' },
        { client_order_id: 'b2', error_code: 'INVALID_PARAMETER' },
        { client_order_id: 'b3', error_code: '' },
      ],
    });
    const tooMany = await post(sim, '/openapi/trade/order/batch-place', {
      account_id: MARGIN,
      batch_orders: Array.from({ length: 51 }, (_, i) => orderItem(`many${String(i)}`)),
    });
    expect([tooMany.statusCode, readError(tooMany).message]).toEqual([
      400,
      'Parameter batch_orders holds at most 50 orders (got 51).',
    ]);
  });

  it('holds previews to 150 per 10 s and order writes to 600 per 60 s', async () => {
    const sim = startSimulator({ market });
    const preview = { account_id: MARGIN, new_orders: [orderItem('pv')] };
    for (let i = 0; i < 150; i += 1) expect((await post(sim, '/trading/orders/preview', preview)).statusCode).toBe(200);
    const refused = await post(sim, '/trading/orders/preview', preview);
    expect([refused.statusCode, readError(refused).error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    for (let i = 0; i < 600; i += 1)
      await post(sim, '/trading/orders/cancel', { account_id: MARGIN, client_order_id: `none${String(i)}` });
    const write = await post(sim, '/trading/orders/place', { account_id: MARGIN, new_orders: [orderItem('w601')] });
    expect([write.statusCode, readError(write).error_code]).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it('buys by amount in fractions of a share at the ask', async () => {
    const sim = startSimulator({ market });
    const ask = Number(market.snapshot('MSFT', sim.now()).ask);
    const placed = await post(sim, '/trading/orders/place', {
      account_id: MARGIN,
      new_orders: [
        orderItem('amt1', {
          symbol: 'MSFT',
          entrust_type: 'AMOUNT',
          total_cash_amount: '100.00',
          quantity: undefined,
          order_type: 'MARKET',
          limit_price: undefined,
        }),
      ],
    });
    expect(placed.statusCode).toBe(200);
    const order = await detail(sim, MARGIN, 'amt1');
    expect(order?.status).toBe('FILLED');
    expect(Number(order?.filled_quantity)).toBeCloseTo(100 / ask, 4);
  });

  it("accepts, then fails, a cash account's short sale and a buy beyond its cash", async () => {
    const sim = startSimulator({ market });
    expect(
      (
        await post(sim, '/trading/orders/place', {
          account_id: CASH,
          new_orders: [orderItem('c1', { side: 'SHORT', order_type: 'MARKET', limit_price: undefined })],
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail(sim, CASH, 'c1'))?.status).toBe('FAILED');
    expect(
      (
        await post(sim, '/trading/orders/place', {
          account_id: CASH,
          new_orders: [orderItem('c2', { limit_price: '5000.00', quantity: '10' })],
        })
      ).statusCode,
    ).toBe(200);
    const failed = await detail(sim, CASH, 'c2');
    expect(failed?.status).toBe('FAILED');
    expect(String(failed?.message)).toMatch(/Insufficient buying power/);
  });
});

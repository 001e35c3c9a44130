import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signRequest } from '@server/signing/sign-request';
import { createMarket } from '../market/market';
import { createTestSimulator, TEST_KEY, TEST_SECRET, type TestSimulator } from './testing/test-simulator';

// Faults of the order path over a real socket: the lost answer the dashboard must survive, and
// a market moved on purpose through the control surface.
const ACCOUNT = 'SIMMARGIN0PAPER000000000001';
const market = createMarket({ seed: 42 });
let sim: TestSimulator | undefined;

afterEach(async () => {
  await sim?.app.close();
  sim = undefined;
});

async function listen(): Promise<{ sim: TestSimulator; origin: string; host: string }> {
  sim = createTestSimulator({ market, controlEnabled: true });
  const origin = await sim.app.listen({ host: '127.0.0.1', port: 0 });
  return { sim, origin, host: new URL(origin).host };
}

let nonce = 0;
function signedPost(s: TestSimulator, origin: string, host: string, path: string, body: unknown) {
  nonce += 1;
  const text = JSON.stringify(body);
  const headers = signRequest({
    host,
    path,
    query: [],
    body: text,
    appKey: TEST_KEY,
    secret: TEST_SECRET,
    algorithm: 'HMAC-SHA256',
    now: new Date(s.now()),
    nonce: `fault-${String(nonce)}`,
    apiVersion: 'v3',
  });
  return fetch(`${origin}${path}`, { method: 'POST', headers, body: text });
}

const control = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const limitBuy = (id: string, limit: string) => ({
  account_id: ACCOUNT,
  new_orders: [
    {
      client_order_id: id,
      combo_type: 'NORMAL',
      instrument_type: 'EQUITY',
      market: 'US',
      symbol: 'AAPL',
      side: 'BUY',
      order_type: 'LIMIT',
      limit_price: limit,
      time_in_force: 'DAY',
      support_trading_session: 'CORE',
      entrust_type: 'QTY',
      quantity: '5',
    },
  ],
});

describe('order faults', () => {
  it('carries out an order whose answer is lost, so the client finds it by its client_order_id', async () => {
    const { sim: s, origin, host } = await listen();
    expect((await control(origin, '/_control/faults', { dropOrderResponses: 1 })).status).toBe(200);
    await expect(signedPost(s, origin, host, '/trading/orders/place', limitBuy('lost1', '1.00'))).rejects.toThrow();
    const detail = await s.call({
      path: '/trading/orders/get',
      query: [
        ['account_id', ACCOUNT],
        ['client_order_id', 'lost1'],
      ],
    });
    expect(detail.statusCode).toBe(200);
    expect(JSON.parse(detail.body)).toMatchObject({ orders: [{ client_order_id: 'lost1', status: 'SUBMITTED' }] });
    // The fault was for one answer only.
    const next = await signedPost(s, origin, host, '/trading/orders/place', limitBuy('lost2', '1.00'));
    expect(next.status).toBe(200);
  });

  it('moves a symbol through a path of prices and fills the resting order the path crosses', async () => {
    const { sim: s, origin, host } = await listen();
    const last = Number(market.snapshot('AAPL', s.now()).price);
    const limit = (last - 3).toFixed(2);
    expect((await signedPost(s, origin, host, '/trading/orders/place', limitBuy('move1', limit))).status).toBe(200);
    const moved = await control(origin, '/_control/market/move', {
      symbol: 'aapl',
      prices: [(last - 1).toFixed(2), (last - 3.5).toFixed(2), (last - 1).toFixed(2)],
    });
    expect(await moved.json()).toEqual({ symbol: 'AAPL', price: (last - 1).toFixed(2) });
    const detail = await s.call({
      path: '/trading/orders/get',
      query: [
        ['account_id', ACCOUNT],
        ['client_order_id', 'move1'],
      ],
    });
    const [order] = z
      .object({ orders: z.array(z.object({ status: z.string(), filled_price: z.string() })) })
      .parse(JSON.parse(detail.body)).orders;
    // The book under the 3.50 drop asks less than the limit, so the buy fills at or below it.
    expect(order?.status).toBe('FILLED');
    expect(Number(order?.filled_price)).toBeLessThanOrEqual(Number(limit));
  });
});

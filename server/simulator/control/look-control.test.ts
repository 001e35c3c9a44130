import { expect, test } from 'vitest';
import { z } from 'zod';
import { orderItem } from '../http/testing/order-item';
import { readBody, readError } from '../http/testing/read-response';
import { useTestSimulator, type TestSimulator } from '../http/testing/test-simulator';

// A test's look at the broker: the API's answer, without spending the app key's budget.
const startSimulator = useTestSimulator();
const ACCOUNT = 'SIMMARGIN0PAPER000000000001';
const detail = (id: string) => ({
  path: '/trading/orders/get',
  query: [
    ['account_id', ACCOUNT],
    ['client_order_id', id],
  ] as [string, string][],
});
const look = (sim: TestSimulator, path: string, query: [string, string][] = [], origin?: string) =>
  sim.app.inject({
    method: 'GET',
    url: `/_control/look${path}${query.length === 0 ? '' : `?${new URLSearchParams(query).toString()}`}`,
    ...(origin === undefined ? {} : { headers: { origin } }),
  });
const requests = z.object({ requests: z.array(z.object({ path: z.string() }).loose()) });

test('a look answers as the signed read does, outside the budget, the faults and the request log', async () => {
  const sim = startSimulator({ controlEnabled: true });
  const placed = await sim.call({
    method: 'POST',
    path: '/trading/orders/place',
    body: JSON.stringify({ account_id: ACCOUNT, new_orders: [orderItem('look1')] }),
  });
  expect(placed.statusCode).toBe(200);
  sim.advance(2_000);
  // The order queries' budget (2 per 2 s) spent, and a fault waiting for the next API call.
  const signed = await sim.call(detail('look1'));
  expect(signed.statusCode).toBe(200);
  expect((await sim.call(detail('look1'))).statusCode).toBe(200);
  expect((await sim.call(detail('look1'))).statusCode).toBe(429);
  await sim.app.inject({
    method: 'POST',
    url: '/_control/faults',
    payload: JSON.stringify({ fail5xx: 1 }),
    headers: { 'content-type': 'application/json' },
  });
  const looked = await look(sim, detail('look1').path, detail('look1').query);
  expect(looked.statusCode).toBe(200);
  expect(JSON.parse(looked.body)).toEqual(JSON.parse(signed.body));
  const positions = await look(sim, '/trading/assets/positions/list', [['account_id', ACCOUNT]]);
  expect(positions.statusCode).toBe(200);
  expect(Array.isArray(JSON.parse(positions.body))).toBe(true);
  // The fault is still there for the API, and the log names only the API's calls.
  sim.advance(2_000);
  expect((await sim.call(detail('look1'))).statusCode).toBe(500);
  const log = readBody(await sim.app.inject({ method: 'GET', url: '/_control/stats' }), requests);
  expect(log.requests.map((r) => r.path).filter((p) => p.startsWith('/_control'))).toEqual([]);
});

test("a look refuses what it does not read, and answers the API's own refusals", async () => {
  const sim = startSimulator({ controlEnabled: true });
  const write = await look(sim, '/trading/orders/place');
  expect(write.statusCode).toBe(404);
  expect(readError(write).message).toContain('/trading/orders/get');
  expect((await look(sim, '/market-data/stocks/snapshots/list', [['symbols', 'AAPL']])).statusCode).toBe(404);
  const unknown = await look(sim, detail('nope').path, detail('nope').query);
  const signedUnknown = await sim.call(detail('nope'));
  expect(unknown.statusCode).toBe(signedUnknown.statusCode);
  expect(readError(unknown)).toEqual(readError(signedUnknown));
  expect(readError(unknown).message).toContain('nope');
  expect((await look(sim, '/trading/assets/positions/list', [], 'http://127.0.0.1:8080')).statusCode).toBe(403);
});

test('without SIM_CONTROL=1 there is nothing to look at', async () => {
  const sim = startSimulator({ resetEnabled: true });
  expect((await look(sim, detail('x').path, detail('x').query)).statusCode).toBe(404);
});

import { expect, test } from 'vitest';
import { z } from 'zod';
import { createMarket } from '../market/market';
import { orderItem } from './testing/order-item';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, type TestSimulator } from './testing/test-simulator';

// Gen-3 order lists paged with their opaque key across more orders than one page holds
// (docs/protocol.md#paged-order-lists), with time passing between the pages as it does for a client.
const startSimulator = useTestSimulator();
const market = createMarket({ seed: 42 });
const ACCOUNT = 'SIMMARGIN0PAPER000000000001';
const HISTORY = '/trading/orders/historical-orders/list';
const pageSchema = z.object({
  data: z.array(z.object({ client_order_id: z.string() }).loose()),
  pagination_key: z.string().optional(),
});

async function place(sim: TestSimulator, id: string) {
  const response = await sim.call({
    method: 'POST',
    path: '/trading/orders/place',
    body: JSON.stringify({ account_id: ACCOUNT, new_orders: [orderItem(id)] }),
  });
  expect(response.statusCode, response.body).toBe(200);
  sim.advance(1000);
}

/** Every page of a list, a few seconds apart; `between` runs after the first page. */
async function readAll(sim: TestSimulator, path: string, between: () => Promise<void> = () => Promise.resolve()) {
  const ids: string[] = [];
  let key: string | undefined;
  for (let page = 0; page < 20; page += 1) {
    const answer = readBody(
      await sim.call({
        path,
        query: [
          ['account_id', ACCOUNT],
          ...(key === undefined ? [] : ([['pagination_key', key]] as [string, string][])),
        ],
      }),
      pageSchema,
    );
    ids.push(...answer.data.map((group) => group.client_order_id));
    sim.advance(3000);
    if (page === 0) await between();
    key = answer.pagination_key;
    if (key === undefined) return ids;
  }
  throw new Error('the list never ended');
}

const ids = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${String(i)}`);

test('history pages through 25 orders with its default window while the clock moves, each order once', async () => {
  const sim = startSimulator({ market });
  for (const id of ids(25, 'h')) await place(sim, id);
  const read = await readAll(sim, HISTORY);
  expect(read).toEqual(ids(25, 'h').reverse());
});

test('an order placed between two pages neither repeats nor hides another', async () => {
  const sim = startSimulator({ market });
  for (const id of ids(15, 'o')) await place(sim, id);
  const read = await readAll(sim, '/trading/orders/open-orders/list', () => place(sim, 'late'));
  expect(read).toEqual(ids(15, 'o').reverse());
});

test("one list's key is refused by another list and by another window", async () => {
  const sim = startSimulator({ market });
  for (const id of ids(12, 'k')) await place(sim, id);
  const first = readBody(await sim.call({ path: HISTORY, query: [['account_id', ACCOUNT]] }), pageSchema);
  const key = first.pagination_key ?? '';
  expect(key).not.toBe('');
  for (const query of [
    [['pagination_key', key]],
    [
      ['start_time', new Date(sim.now() - 86_400_000).toISOString()],
      ['pagination_key', key],
    ],
  ] as [string, string][][]) {
    sim.advance(3000);
    const path = query.length === 1 ? '/trading/orders/open-orders/list' : HISTORY;
    const refused = await sim.call({ path, query: [['account_id', ACCOUNT], ...query] });
    expect([refused.statusCode, readError(refused).message]).toEqual([
      400,
      'Parameter pagination_key is not a key this list gave.',
    ]);
  }
});

import { expect, test } from 'vitest';
import { z } from 'zod';
import { readBody } from './testing/read-response';
import { T0, useTestSimulator, type TestSimulator } from './testing/test-simulator';

const startSimulator = useTestSimulator();

const GEN3 = '/market-data/watchlists';
const GEN2 = '/openapi/market-data/watchlist';
const lists = z.array(
  z.object({
    watchlist_id: z.string(),
    name: z.string(),
    sort: z.number(),
    create_time: z.string(),
    update_time: z.string(),
  }),
);
const instruments = z.object({
  watchlist_id: z.string(),
  instruments: z.array(
    z.object({
      instrument_id: z.string(),
      symbol: z.string(),
      name: z.string(),
      exchange_code: z.string(),
      sort: z.number(),
      added_time: z.string(),
    }),
  ),
});
const created = z.object({ watchlist_id: z.string() });
const success = z.object({ success: z.literal(true) });

const post = (sim: TestSimulator, path: string, body: unknown) =>
  sim.call({ method: 'POST', path, body: JSON.stringify(body) });
const symbolsOf = async (sim: TestSimulator, base: string, id: string) =>
  readBody(
    await sim.call({ path: `${base}/instruments/list`, query: [['watchlist_id', id]] }),
    instruments,
  ).instruments.map((i) => i.symbol);

for (const [generation, base] of [
  ['gen 3', GEN3],
  ['gen 2', GEN2],
] as const) {
  test(`${generation}: create, rename, list in sort order and delete`, async () => {
    const sim = startSimulator();
    expect(readBody(await sim.call({ path: `${base}/list` }), lists)).toEqual([]);
    const first = readBody(await post(sim, `${base}/create`, { name: 'Tech' }), created).watchlist_id;
    const second = readBody(await post(sim, `${base}/create`, { name: 'Banks', sort: 0 }), created).watchlist_id;
    expect(first).not.toBe(second);
    sim.marketClock.pin(T0 + 60_000);
    readBody(await post(sim, `${base}/update`, { watchlist_id: first, name: 'Growth' }), success);
    const listed = readBody(await sim.call({ path: `${base}/list` }), lists);
    // Both carry sort 0 (the first got 0 as the first list); ties keep creation order.
    expect(listed.map((l) => l.name)).toEqual(['Growth', 'Banks']);
    expect(listed[0]).toMatchObject({ create_time: '2026-03-02T15:00:00Z', update_time: '2026-03-02T15:01:00Z' });
    readBody(await post(sim, `${base}/update`, { watchlist_id: first, sort: 5 }), success);
    expect(readBody(await sim.call({ path: `${base}/list` }), lists).map((l) => l.name)).toEqual(['Banks', 'Growth']);
    readBody(await post(sim, `${base}/delete`, { watchlist_id: second }), success);
    expect(readBody(await sim.call({ path: `${base}/list` }), lists).map((l) => l.watchlist_id)).toEqual([first]);
  });

  test(`${generation}: instruments are appended, reordered by sort and removed`, async () => {
    const sim = startSimulator();
    const id = readBody(await post(sim, `${base}/create`, { name: 'Mine' }), created).watchlist_id;
    const add = (symbols: string[]) =>
      post(sim, `${base}/instruments/add`, {
        watchlist_id: id,
        instruments: symbols.map((symbol) => ({ symbol, category: 'US_STOCK' })),
      });
    readBody(await add(['MSFT', 'aapl']), success);
    readBody(await add(['SPY', 'MSFT']), success);
    const listed = readBody(
      await sim.call({ path: `${base}/instruments/list`, query: [['watchlist_id', id]] }),
      instruments,
    );
    expect(listed.watchlist_id).toBe(id);
    expect(listed.instruments.map((i) => [i.symbol, i.sort])).toEqual([
      ['MSFT', 0],
      ['AAPL', 1],
      ['SPY', 2],
    ]);
    expect(listed.instruments[2]).toMatchObject({
      name: 'SPY Test Corp',
      exchange_code: 'ARCA',
      instrument_id: '900003',
    });
    const order = ['SPY', 'AAPL', 'MSFT'].map((symbol, sort) => ({ symbol, category: 'US_STOCK', sort }));
    readBody(await post(sim, `${base}/instruments/update`, { watchlist_id: id, instruments: order }), success);
    expect(await symbolsOf(sim, base, id)).toEqual(['SPY', 'AAPL', 'MSFT']);
    readBody(
      await post(sim, `${base}/instruments/remove`, {
        watchlist_id: id,
        instruments: [{ symbol: 'AAPL', category: 'US_STOCK' }],
      }),
      success,
    );
    expect(await symbolsOf(sim, base, id)).toEqual(['SPY', 'MSFT']);
  });
}

test('watchlist calls share the market-data rate limit', async () => {
  const sim = startSimulator({ marketDataLimit: { limit: 2, windowMs: 60_000 } });
  expect((await sim.call({ path: `${GEN3}/list` })).statusCode).toBe(200);
  expect(
    (
      await sim.call({
        path: '/market-data/stocks/snapshots/list',
        query: [
          ['symbols', 'AAPL'],
          ['category', 'US_STOCK'],
        ],
      })
    ).statusCode,
  ).toBe(200);
  expect((await post(sim, `${GEN3}/create`, { name: 'Late' })).statusCode).toBe(429);
});

test('the control reset removes every watchlist', async () => {
  const sim = startSimulator({ controlEnabled: true });
  readBody(await post(sim, `${GEN3}/create`, { name: 'Temp' }), created);
  expect((await sim.app.inject({ method: 'POST', url: '/_control/reset' })).statusCode).toBe(200);
  expect(readBody(await sim.call({ path: `${GEN3}/list` }), lists)).toEqual([]);
});

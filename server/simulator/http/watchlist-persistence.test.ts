import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import { createSeedState } from '../accounts/seed-state';
import { loadInitialState } from '../state/load-initial-state';
import { createStateStore } from '../state/state-store';
import { createFakeMarket } from './testing/fake-market';
import { readBody } from './testing/read-response';
import { createTestSimulator, T0, type TestSimulator } from './testing/test-simulator';

let dir = '';
const opened: TestSimulator[] = [];
afterEach(async () => {
  for (const sim of opened.splice(0)) await sim.app.close();
  if (dir !== '') await rm(dir, { recursive: true, force: true });
  dir = '';
});

const market = createFakeMarket();
const W = '/market-data/watchlists';

async function startFrom(file: string): Promise<TestSimulator> {
  const initial = await loadInitialState(file, () => createSeedState(market, T0));
  if (!initial.ok) throw new Error(initial.reason);
  const sim = createTestSimulator({ market, state: createStateStore(initial.state, file) });
  opened.push(sim);
  return sim;
}

test('watchlists and their order survive a restart with a state file', async () => {
  dir = await mkdtemp(join(tmpdir(), 'sim-watchlists-'));
  const file = join(dir, 'state.json');
  const first = await startFrom(file);
  const post = (path: string, body: unknown) => first.call({ method: 'POST', path, body: JSON.stringify(body) });
  const id = readBody(await post(`${W}/create`, { name: 'Kept' }), z.object({ watchlist_id: z.string() })).watchlist_id;
  await post(`${W}/instruments/add`, {
    watchlist_id: id,
    instruments: ['AAPL', 'MSFT', 'SPY'].map((symbol) => ({ symbol, category: 'US_STOCK' })),
  });
  await post(`${W}/instruments/update`, {
    watchlist_id: id,
    instruments: [
      { symbol: 'SPY', category: 'US_STOCK', sort: 0 },
      { symbol: 'AAPL', category: 'US_STOCK', sort: 1 },
      { symbol: 'MSFT', category: 'US_STOCK', sort: 2 },
    ],
  });

  const second = await startFrom(file);
  const lists = readBody(
    await second.call({ path: '/openapi/market-data/watchlist/list' }),
    z.array(z.object({ watchlist_id: z.string(), name: z.string() })),
  );
  expect(lists.map((l) => [l.watchlist_id, l.name])).toEqual([[id, 'Kept']]);
  const items = readBody(
    await second.call({ path: `${W}/instruments/list`, query: [['watchlist_id', id]] }),
    z.object({ instruments: z.array(z.object({ symbol: z.string() })) }),
  );
  expect(items.instruments.map((i) => i.symbol)).toEqual(['SPY', 'AAPL', 'MSFT']);
  // A new list after the restart gets a fresh id, never a reused one.
  const next = readBody(
    await second.call({ method: 'POST', path: `${W}/create`, body: '{"name":"Next"}' }),
    z.object({ watchlist_id: z.string() }),
  );
  expect(next.watchlist_id).not.toBe(id);
});

test('a state file written before watchlists existed still loads, with no lists', async () => {
  dir = await mkdtemp(join(tmpdir(), 'sim-watchlists-'));
  const file = join(dir, 'state.json');
  const seed = createSeedState(market, T0);
  await writeFile(file, JSON.stringify({ version: seed.version, accounts: seed.accounts }));
  const sim = await startFrom(file);
  expect(readBody(await sim.call({ path: `${W}/list` }), z.array(z.unknown()))).toEqual([]);
  const saved: unknown = JSON.parse(await readFile(file, 'utf8'));
  expect(saved).not.toHaveProperty('watchlists');
});

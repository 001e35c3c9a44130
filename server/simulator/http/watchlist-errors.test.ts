import { expect, test } from 'vitest';
import { z } from 'zod';
import { createFakeMarket } from './testing/fake-market';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, type TestSimulator } from './testing/test-simulator';

const startSimulator = useTestSimulator();
const W = '/market-data/watchlists';
const created = z.object({ watchlist_id: z.string() });

const post = (sim: TestSimulator, path: string, body: unknown) =>
  sim.call({ method: 'POST', path, body: typeof body === 'string' ? body : JSON.stringify(body) });
const item = (symbol: string, extra: Record<string, unknown> = {}) => ({ symbol, category: 'US_STOCK', ...extra });

/** A simulator with one list "Core" holding AAPL; returns it and the list id. */
async function withList(): Promise<{ sim: TestSimulator; id: string }> {
  const sim = startSimulator({ marketDataLimit: { limit: 10_000, windowMs: 60_000 } });
  const id = readBody(await post(sim, `${W}/create`, { name: 'Core' }), created).watchlist_id;
  expect((await post(sim, `${W}/instruments/add`, { watchlist_id: id, instruments: [item('AAPL')] })).statusCode).toBe(
    200,
  );
  return { sim, id };
}

type Case = [name: string, path: string, body: (id: string) => unknown, status: number, code: string, message: string];
const cases: Case[] = [
  ['create without a body', '/create', () => '', 400, 'ILLEGAL_PARAMETER', 'Parameter body is required.'],
  ['create with an array body', '/create', () => [], 400, 'ILLEGAL_PARAMETER', 'Parameter body must be a JSON object.'],
  ['create without a name', '/create', () => ({ sort: 1 }), 400, 'ILLEGAL_PARAMETER', 'Parameter name is required.'],
  [
    'create with a blank name',
    '/create',
    () => ({ name: '   ' }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter name must not be empty.',
  ],
  [
    'create with a 41-character name',
    '/create',
    () => ({ name: 'x'.repeat(41) }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter name must be at most 40 characters.',
  ],
  [
    'create with a numeric name',
    '/create',
    () => ({ name: 7 }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter name must be text.',
  ],
  [
    'create with a negative sort',
    '/create',
    () => ({ name: 'New', sort: -1 }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter sort must be between 0 and 2147483647.',
  ],
  [
    'create with a fractional sort',
    '/create',
    () => ({ name: 'New', sort: 1.5 }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter sort must be an integer.',
  ],
  [
    'create with a taken name (any case)',
    '/create',
    () => ({ name: ' core ' }),
    417,
    'INVALID_PARAMETER',
    'Parameter error, name: a watchlist named "core" already exists.',
  ],
  [
    'update without watchlist_id',
    '/update',
    () => ({ name: 'X' }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter watchlist_id is required.',
  ],
  [
    'update with nothing to change',
    '/update',
    (id) => ({ watchlist_id: id }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter name or sort is required.',
  ],
  [
    'update of an unknown id',
    '/update',
    () => ({ watchlist_id: '99999999', name: 'X' }),
    417,
    'INVALID_PARAMETER',
    'no watchlist 99999999',
  ],
  [
    'update to an empty name',
    '/update',
    (id) => ({ watchlist_id: id, name: '' }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter name must not be empty.',
  ],
  [
    'delete without watchlist_id',
    '/delete',
    () => ({}),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter watchlist_id is required.',
  ],
  [
    'delete of an unknown id',
    '/delete',
    () => ({ watchlist_id: 'nope' }),
    417,
    'INVALID_PARAMETER',
    'Parameter error, watchlist_id: no watchlist nope for this app key.',
  ],
  [
    'add without instruments',
    '/instruments/add',
    (id) => ({ watchlist_id: id }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter instruments is required.',
  ],
  [
    'add an empty list',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: [] }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter instruments must be a non-empty array.',
  ],
  [
    'add 101 entries',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: Array.from({ length: 101 }, () => item('MSFT')) }),
    400,
    'ILLEGAL_PARAMETER',
    'at most 100',
  ],
  [
    'add an entry without symbol',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: [{ category: 'US_STOCK' }] }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter instruments[0].symbol is required.',
  ],
  [
    'add an entry without category',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: [item('MSFT'), { symbol: 'SPY' }] }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter instruments[1].category is required.',
  ],
  [
    'add an HK entry',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: [item('MSFT', { category: 'HK_STOCK' })] }),
    400,
    'UNSUPPORTED_CATEGORY',
    'HK_STOCK',
  ],
  [
    'add unknown symbols',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: [item('ZZZZ'), item('MSFT'), item('QQQQ')] }),
    400,
    'INVALID_SYMBOL',
    'ZZZZ, QQQQ',
  ],
  [
    'add a stock as US_ETF',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: [item('MSFT', { category: 'US_ETF' })] }),
    400,
    'INVALID_SYMBOL',
    'MSFT',
  ],
  [
    'add with a bad sort',
    '/instruments/add',
    (id) => ({ watchlist_id: id, instruments: [item('MSFT', { sort: 'first' })] }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter instruments[0].sort must be an integer.',
  ],
  [
    'add to an unknown id',
    '/instruments/add',
    () => ({ watchlist_id: '1', instruments: [item('MSFT')] }),
    417,
    'INVALID_PARAMETER',
    'watchlist_id',
  ],
  [
    'remove a symbol not in the list',
    '/instruments/remove',
    (id) => ({ watchlist_id: id, instruments: [item('MSFT')] }),
    417,
    'INVALID_PARAMETER',
    'not in watchlist',
  ],
  [
    'update sort without sort',
    '/instruments/update',
    (id) => ({ watchlist_id: id, instruments: [item('AAPL')] }),
    400,
    'ILLEGAL_PARAMETER',
    'Parameter instruments[0].sort is required.',
  ],
  [
    'update sort of a symbol not in the list',
    '/instruments/update',
    (id) => ({ watchlist_id: id, instruments: [item('MSFT', { sort: 1 })] }),
    417,
    'INVALID_PARAMETER',
    'MSFT',
  ],
];

for (const [name, path, body, status, code, message] of cases) {
  test(`${name}: ${String(status)} ${code}`, async () => {
    const { sim, id } = await withList();
    const response = await post(sim, `${W}${path}`, body(id));
    expect(response.statusCode).toBe(status);
    const error = readError(response);
    expect(error.error_code).toBe(code);
    expect(error.message).toContain(message);
  });
}

test('instruments list needs a known watchlist_id', async () => {
  const { sim } = await withList();
  const missing = await sim.call({ path: `${W}/instruments/list` });
  expect([missing.statusCode, readError(missing).message]).toEqual([400, 'Parameter watchlist_id is required.']);
  const unknown = await sim.call({
    path: '/openapi/market-data/watchlist/instruments/list',
    query: [['watchlist_id', '42']],
  });
  expect([unknown.statusCode, readError(unknown).error_code]).toEqual([417, 'INVALID_PARAMETER']);
});

test('the 21st list is refused', async () => {
  const { sim } = await withList();
  for (let n = 2; n <= 20; n += 1)
    expect((await post(sim, `${W}/create`, { name: `List ${String(n)}` })).statusCode).toBe(200);
  const tooMany = await post(sim, `${W}/create`, { name: 'List 21' });
  expect([tooMany.statusCode, readError(tooMany).message]).toEqual([
    417,
    'Parameter error, name: at most 20 watchlists per app key.',
  ]);
});

test('the 201st instrument is refused and the refused add changes nothing', async () => {
  const sim = startSimulator({ market: createFakeMarket(300), marketDataLimit: { limit: 10_000, windowMs: 60_000 } });
  const id = readBody(await post(sim, `${W}/create`, { name: 'Big' }), created).watchlist_id;
  const symbols = sim.market.instruments().map((i) => i.symbol);
  const add = (from: number, to: number) =>
    post(sim, `${W}/instruments/add`, { watchlist_id: id, instruments: symbols.slice(from, to).map((s) => item(s)) });
  expect((await add(0, 100)).statusCode).toBe(200);
  expect((await add(100, 200)).statusCode).toBe(200);
  const over = await add(200, 201);
  expect([over.statusCode, readError(over).message]).toEqual([
    417,
    'Parameter error, instruments: a watchlist holds at most 200 instruments.',
  ]);
  const listed = z.object({ instruments: z.array(z.object({ symbol: z.string() })) });
  const after = readBody(
    await sim.call({ path: `${W}/instruments/list`, query: [['watchlist_id', id]] }),
    listed,
  ).instruments;
  expect(after.map((i) => i.symbol)).toEqual(symbols.slice(0, 200));
});

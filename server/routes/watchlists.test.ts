import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import type { Broker } from '../upstream/broker';
import { UpstreamHttpError } from '../upstream/client/upstream-errors';
import { fakeBroker, loggedInApp } from './testing/fake-broker';
import { fakeWatchlists } from './testing/fake-watchlists';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const WRITE_HEADERS = { host: 'dash.test', origin: 'http://dash.test', 'x-dashboard-request': '1' };

async function session(broker: Broker = fakeBroker()) {
  const s = await loggedInApp(broker);
  app = s.app;
  return async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const response = await s.app.inject({
      method,
      url,
      headers: { ...s.headers, ...(method === 'GET' ? {} : WRITE_HEADERS) },
      ...(payload === undefined
        ? {}
        : {
            payload: JSON.stringify(payload),
            headers: { ...s.headers, ...WRITE_HEADERS, 'content-type': 'application/json' },
          }),
    });
    const text = response.body;
    const json: unknown = text === '' ? null : JSON.parse(text);
    return { status: response.statusCode, json, error: apiErrorSchema.safeParse(json).data?.error };
  };
}

test('a list is created (201), renamed, filled, reordered, emptied and deleted (204)', async () => {
  const call = await session();
  const created = await call('POST', '/api/watchlists', { name: '  Tech  ' });
  expect(created).toMatchObject({ status: 201, json: { id: '2' } });
  expect((await call('PATCH', '/api/watchlists/2', { name: 'Growth' })).json).toEqual({ id: '2' });
  expect((await call('POST', '/api/watchlists/2/instruments', { symbols: ['msft', 'SPY', 'AAPL'] })).status).toBe(200);
  expect((await call('PUT', '/api/watchlists/2/order', { symbols: ['AAPL', 'MSFT', 'SPY'] })).status).toBe(200);
  const listed = await call('GET', '/api/watchlists/2/instruments');
  expect(listed.json).toMatchObject({
    id: '2',
    instruments: [{ symbol: 'AAPL' }, { symbol: 'MSFT' }, { symbol: 'SPY', category: 'US_ETF' }],
  });
  expect((await call('DELETE', '/api/watchlists/2/instruments/SPY')).status).toBe(204);
  expect((await call('DELETE', '/api/watchlists/2')).status).toBe(204);
  expect((await call('GET', '/api/watchlists')).json).toEqual([expect.objectContaining({ id: '1', name: 'Core' })]);
});

const refused: [string, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, unknown, number, string, string][] = [
  [
    'an empty name',
    'POST',
    '/api/watchlists',
    { name: '   ' },
    400,
    'INVALID_REQUEST',
    'name: a watchlist needs a name',
  ],
  [
    'a 41-character name',
    'POST',
    '/api/watchlists',
    { name: 'x'.repeat(41) },
    400,
    'INVALID_REQUEST',
    'name: a watchlist name is at most 40 characters',
  ],
  ['no body', 'POST', '/api/watchlists', undefined, 400, 'INVALID_REQUEST', 'request'],
  ['a malformed id', 'PATCH', '/api/watchlists/a%20b', { name: 'X' }, 400, 'INVALID_REQUEST', 'id'],
  [
    'an unknown id',
    'PATCH',
    '/api/watchlists/99',
    { name: 'X' },
    404,
    'UNKNOWN_WATCHLIST',
    'the list no longer exists; it may have been deleted in another window',
  ],
  [
    'instruments of an unknown id',
    'GET',
    '/api/watchlists/99/instruments',
    undefined,
    404,
    'UNKNOWN_WATCHLIST',
    'no longer exists',
  ],
  ['deleting an unknown id', 'DELETE', '/api/watchlists/99', undefined, 404, 'UNKNOWN_WATCHLIST', 'no longer exists'],
  [
    'a malformed symbol',
    'POST',
    '/api/watchlists/1/instruments',
    { symbols: ['AAPL;DROP'] },
    400,
    'INVALID_REQUEST',
    'symbols.0',
  ],
  [
    'no symbols',
    'POST',
    '/api/watchlists/1/instruments',
    { symbols: [] },
    400,
    'INVALID_REQUEST',
    'symbols: name at least one symbol',
  ],
  [
    'a symbol twice',
    'POST',
    '/api/watchlists/1/instruments',
    { symbols: ['MSFT', 'msft'] },
    400,
    'INVALID_REQUEST',
    'a symbol is named twice',
  ],
  ['an unknown symbol', 'POST', '/api/watchlists/1/instruments', { symbols: ['ZZZZ'] }, 404, 'UNKNOWN_SYMBOL', 'ZZZZ'],
  [
    'a reorder missing a symbol of the list',
    'PUT',
    '/api/watchlists/1/order',
    { symbols: ['MSFT'] },
    409,
    'WATCHLIST_CHANGED',
    'the list changed since this screen showed it',
  ],
  [
    'removing with a malformed symbol',
    'DELETE',
    '/api/watchlists/1/instruments/a%20b',
    undefined,
    400,
    'INVALID_REQUEST',
    'symbol',
  ],
];

for (const [name, method, url, body, status, code, message] of refused) {
  test(`${name} gets ${String(status)} ${code}`, async () => {
    const call = await session();
    const { status: got, error } = await call(method, url, body);
    expect(got).toBe(status);
    expect(error?.code).toBe(code);
    expect(error?.message).toContain(message);
    // A refusal is read by a trader: it never names the provider's internal watchlist id.
    if (code === 'UNKNOWN_WATCHLIST' || code === 'WATCHLIST_CHANGED') expect(error?.message).not.toMatch(/\d/);
  });
}

test('a write without the dashboard header is refused before it reaches the broker', async () => {
  const calls: string[] = [];
  const base = fakeWatchlists();
  const s = await loggedInApp(
    fakeBroker({
      watchlists: {
        ...base,
        create: (name) => {
          calls.push(name);
          return base.create(name);
        },
      },
    }),
  );
  app = s.app;
  const response = await s.app.inject({
    method: 'POST',
    url: '/api/watchlists',
    headers: { ...s.headers, host: 'dash.test', origin: 'http://dash.test', 'content-type': 'application/json' },
    payload: '{"name":"X"}',
  });
  expect(response.statusCode).toBe(403);
  expect(calls).toEqual([]);
});

test("the provider's refusal reaches the user with the provider's message", async () => {
  const base = fakeWatchlists();
  const duplicate = new UpstreamHttpError(
    417,
    'INVALID_PARAMETER',
    'Parameter error, name: a watchlist named "Core" already exists.',
    'r1',
    null,
  );
  const call = await session(fakeBroker({ watchlists: { ...base, create: () => Promise.reject(duplicate) } }));
  const { status, error } = await call('POST', '/api/watchlists', { name: 'core' });
  expect([status, error?.code, error?.message]).toEqual([
    409,
    'BROKER_REFUSED',
    'Parameter error, name: a watchlist named "Core" already exists.',
  ]);
});

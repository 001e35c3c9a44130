import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiSend, buildUrl } from './api-client';
import { ApiError, isNotSignedIn } from './api-error';
import { SECRET_STORAGE_KEY } from './session-secret';

const itemSchema = z.object({ symbol: z.string() });

function stubFetch(body: unknown, init: ResponseInit = {}) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('builds same-origin URLs and leaves out undefined parameters', () => {
  expect(buildUrl('/api/bars', { symbol: 'AAPL', count: 300, end: undefined })).toBe('/api/bars?symbol=AAPL&count=300');
  expect(buildUrl('/api/session')).toBe('/api/session');
});

test('returns the parsed body of a successful answer', async () => {
  const fetchMock = stubFetch({ symbol: 'AAPL', extra: 1 });
  await expect(apiGet('/api/x', { q: 'a' }, itemSchema)).resolves.toEqual({ symbol: 'AAPL' });
  expect(fetchMock).toHaveBeenCalledWith('/api/x?q=a', expect.objectContaining({ credentials: 'same-origin' }));
});

test('a 401 means the browser is not signed in', async () => {
  stubFetch({ error: { code: 'UNAUTHENTICATED', message: 'no session' } }, { status: 401 });
  const error = await failureOf(apiGet('/api/session', {}, itemSchema));
  expect(isNotSignedIn(error)).toBe(true);
  expect(error.message).toMatch(/not signed in/i);
});

test('a 404 keeps the server message that names the symbol', async () => {
  stubFetch({ error: { code: 'UNKNOWN_SYMBOL', message: 'Unknown symbol ZZZZ' } }, { status: 404 });
  const error = await failureOf(apiGet('/api/snapshots', { symbols: 'ZZZZ' }, itemSchema));
  expect(error.kind).toBe('not-found');
  expect(error.code).toBe('UNKNOWN_SYMBOL');
  expect(error.message).toBe('Unknown symbol ZZZZ');
});

test('a 503 says the rate limit is reached and when it will retry', async () => {
  stubFetch({ error: { code: 'RATE_LIMITED', message: 'busy', retryAfterSeconds: 7 } }, { status: 503 });
  const error = await failureOf(apiGet('/api/snapshots', {}, itemSchema));
  expect(error.kind).toBe('rate-limited');
  expect(error.retryAfterSeconds).toBe(7);
  expect(error.message).toBe("The provider's rate limit is reached; retrying in 7 s");
});

test('a 503 without a body falls back to the Retry-After header', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('busy', { status: 503, headers: { 'Retry-After': '12' } }))),
  );
  const error = await failureOf(apiGet('/api/snapshots', {}, itemSchema));
  expect(error.retryAfterSeconds).toBe(12);
});

test('a 502 explains that the broker failed', async () => {
  stubFetch({ error: { code: 'UPSTREAM_FAILED', message: 'timeout' } }, { status: 502 });
  const error = await failureOf(apiGet('/api/bars', {}, itemSchema));
  expect(error.kind).toBe('upstream');
  expect(error.message).toMatch(/broker did not answer properly \(timeout\)/);
});

test('an unreachable server becomes a network error with a human message', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const error = await failureOf(apiGet('/api/session', {}, itemSchema));
  expect(error.kind).toBe('network');
  expect(error.message).toMatch(/cannot reach the dashboard server/i);
});

test('a body that does not match the contract is rejected, not passed on', async () => {
  stubFetch({ symbol: 42 });
  const error = await failureOf(apiGet('/api/x', {}, itemSchema));
  expect(error.kind).toBe('invalid-response');
});

test('apiSend posts JSON with the CSRF header and parses the answer', async () => {
  const fetchMock = stubFetch({ symbol: 'AAPL' }, { status: 201 });
  await expect(apiSend('POST', '/api/watchlists', { name: 'Tech' }, itemSchema)).resolves.toEqual({ symbol: 'AAPL' });
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/watchlists',
    expect.objectContaining({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"name":"Tech"}',
      headers: expect.objectContaining({ 'x-dashboard-request': '1', 'content-type': 'application/json' }) as unknown,
    }),
  );
});

test('apiSend reads a 204 as no body', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  await expect(apiSend('DELETE', '/api/watchlists/7', undefined, z.undefined())).resolves.toBeUndefined();
});

test('apiSend keeps the server message of a refused write', async () => {
  stubFetch({ error: { code: 'DUPLICATE_NAME', message: 'A watchlist named Tech already exists' } }, { status: 400 });
  const error = await failureOf(apiSend('POST', '/api/watchlists', { name: 'Tech' }, itemSchema));
  expect(error.kind).toBe('invalid-request');
  expect(error.message).toBe('A watchlist named Tech already exists');
});

test("every call, reads included, carries the stored session secret, taking a newer tab's login at once", async () => {
  const items = new Map([[SECRET_STORAGE_KEY, 'a'.repeat(43)]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  const fetchMock = stubFetch({ symbol: 'AAPL' });
  await apiGet('/api/snapshots', { symbols: 'AAPL' }, itemSchema);
  expect(fetchMock).toHaveBeenLastCalledWith(
    '/api/snapshots?symbols=AAPL',
    expect.objectContaining({ headers: expect.objectContaining({ 'x-dashboard-secret': 'a'.repeat(43) }) as unknown }),
  );
  items.set(SECRET_STORAGE_KEY, 'b'.repeat(43));
  await apiSend('POST', '/api/watchlists', { name: 'Tech' }, itemSchema);
  expect(fetchMock).toHaveBeenLastCalledWith(
    '/api/watchlists',
    expect.objectContaining({
      headers: expect.objectContaining({ 'x-dashboard-secret': 'b'.repeat(43), 'x-dashboard-request': '1' }) as unknown,
    }),
  );
});

test('calls name their origin to our own server though the page sends no Referer elsewhere', async () => {
  const fetchMock = stubFetch({ symbol: 'AAPL' });
  await apiSend('DELETE', '/api/watchlists/7', undefined, itemSchema);
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/watchlists/7',
    expect.objectContaining({ referrerPolicy: 'same-origin' }),
  );
});

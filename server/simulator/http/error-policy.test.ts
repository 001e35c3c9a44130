import { afterEach, expect, test, vi } from 'vitest';
import { createFakeMarket } from './testing/fake-market';
import { useTestSimulator } from './testing/test-simulator';
import { readError } from './testing/read-response';

const startSimulator = useTestSimulator();
afterEach(() => {
  vi.restoreAllMocks();
});

test('a failure inside a handler is a 500 INTERNAL_ERROR without details; the cause goes to stderr', async () => {
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const market = {
    ...createFakeMarket(),
    snapshot: () => {
      throw new Error('secret internals');
    },
  };
  const sim = startSimulator({ market });
  const response = await sim.call({
    path: '/market-data/stocks/snapshots/list',
    query: [
      ['symbols', 'AAPL'],
      ['category', 'US_STOCK'],
    ],
  });
  expect(response.statusCode).toBe(500);
  expect(readError(response)).toEqual({ error_code: 'INTERNAL_ERROR', message: 'Internal error.' });
  expect(response.body).not.toContain('secret internals');
  expect(String(stderr.mock.calls[0]?.[0])).toContain('secret internals');
});

test('an oversized body is refused before any handler runs, in the error format', async () => {
  const sim = startSimulator();
  const body = JSON.stringify({ symbols: ['AAPL'], padding: 'x'.repeat(1_100_000) });
  const response = await sim.call({ method: 'POST', path: '/market-data/stocks/bars/list', body });
  expect(response.statusCode).toBe(413);
  expect(readError(response).error_code).toBe('ILLEGAL_PARAMETER');
  expect(response.headers['x-request-id']).toBeTruthy();
});

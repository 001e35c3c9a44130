import fc from 'fast-check';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@contracts/common';
import { fuzzRequests } from './testing/fuzz-requests';
import { registeredRoutes } from './method-not-allowed';
import { signedInApp } from './testing/signed-in';

// Fixed, so a run is repeatable; fast-check prints it with the shrunk counterexample on failure.
// FUZZ_SEED and FUZZ_RUNS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_118);
// Per route: about 25 routes at 120 runs take some 10 s on a busy 2-core machine.
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);

const methodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

// From the app itself, so a route added tomorrow is fuzzed without touching this file. HEAD
// twins answer GET's status with no body to check.
const listed = await signedInApp();
const apiRoutes = registeredRoutes(listed.app)
  .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
  .map((route) => [methodSchema.parse(route.method), route.url] as const);
await listed.app.close();

test('the routes are read from the app: reads and writes, with and without path parameters', () => {
  const names = apiRoutes.map(([method, url]) => `${method} ${url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /api/bars',
      'PUT /api/watchlists/:id/order',
      'DELETE /api/watchlists/:id/instruments/:symbol',
    ]),
  );
});

test.each(apiRoutes)('%s %s never answers 5xx, and refuses in the JSON error shape', async (method, url) => {
  // An app and session per route: the sign-out route ends its session, the watchlist writes
  // change the fake's lists.
  const { app, headers } = await signedInApp();
  try {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(method, url), async (request) => {
        const response = await app.inject({
          method,
          url: request.url,
          headers: { ...headers, ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        // Signed in, so a refusal is about the request, never the session (sign-out ends its own).
        if (!(method === 'DELETE' && url === '/api/session')) expect(response.statusCode, response.body).not.toBe(401);
        if (response.statusCode >= 200 && response.statusCode < 300) return;
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(apiErrorSchema.safeParse(JSON.parse(response.body)).success, response.body).toBe(true);
        expect(response.body).not.toMatch(/FST_|\n\s+at /);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  } finally {
    await app.close();
  }
});

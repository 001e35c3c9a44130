import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { fuzzRequests } from './routes/testing/fuzz-requests';
import { apiRoutes, answerAdvancing } from './testing/api-routes';
import { startBuiltBff, temporaryStore } from './testing/built-bff';
import { fakeProviderTransport } from './testing/fake-provider-transport';
import { createFakeClock } from './upstream/testing/fake-clock';

// Fixed, so a run is repeatable; fast-check prints it with the shrunk counterexample on failure.
// FUZZ_SEED and FUZZ_RUNS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_118);
// Per route: reads at 100 runs and writes (which journal, and sign out) at 40 keep the file's
// roughly 40 routes near half a minute on a busy 2-core machine.
const READ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const WRITE_RUNS = Number(process.env.FUZZ_RUNS ?? 40);

// The answers a browser may get for a request the broker never saw or refused: everything the
// BFF says about itself is a 4xx; a 5xx only ever names the broker (docs/browser-api.md#error-policy).
const BROKER_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'UPSTREAM_REJECTED', 'RATE_LIMITED']);

let journal: Awaited<ReturnType<typeof temporaryStore>>;
beforeAll(async () => {
  journal = await temporaryStore();
});
afterAll(async () => {
  await journal.remove();
});

// From the BFF as server/main.ts builds it, so a route added tomorrow is fuzzed without touching
// this file.
const routes = await apiRoutes();

test('the routes are read from the BFF main.ts builds: trading, token, layout and alert routes among them', () => {
  const names = routes.map(([method, url]) => `${method} ${url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /api/bars',
      'PUT /api/watchlists/:id/order',
      'POST /api/orders',
      'POST /api/orders/:clientOrderId/replace',
      'POST /api/orders/cancel-all',
      'GET /api/accounts/:accountId/positions',
      'POST /api/token/renew',
      'PUT /api/layout',
      'PUT /api/drawings/:symbol',
      'GET /api/drawings/all',
      'POST /api/drawings/import',
      'POST /api/paper-account/reset',
      'GET /api/alerts',
      'POST /api/alerts',
      'PATCH /api/alerts/:id',
      'DELETE /api/alerts/:id',
      'GET /api/alerts/firings',
    ]),
  );
});

test.each(routes)('%s %s never fails on its own side, and refuses in the JSON error shape', async (method, url) => {
  // A BFF, clock and session per route: the sign-out route ends its session, writes change the
  // journal and the keeper; the provider's answers are the fake's, so no socket is opened.
  const clock = createFakeClock(Date.now());
  const { transport } = fakeProviderTransport();
  const bff = await startBuiltBff({ transport, clock, store: journal.store });
  try {
    const headers = await bff.signIn();
    await fc.assert(
      fc.asyncProperty(fuzzRequests(method, url), async (request) => {
        // Rate budget is waited for on the fake clock: time moves while a request is unanswered.
        const response = await answerAdvancing(
          clock,
          bff.app.inject({
            method,
            url: request.url,
            headers: { ...headers, ...request.headers },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          }),
        );
        // Signed in, so a refusal is about the request, never the session (sign-out ends its own).
        if (!(method === 'DELETE' && url === '/api/session')) expect(response.statusCode, response.body).not.toBe(401);
        if (response.statusCode >= 200 && response.statusCode < 300) return;
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = apiErrorSchema.safeParse(JSON.parse(response.body));
        expect(body.success, response.body).toBe(true);
        if (response.statusCode >= 500) expect(BROKER_CODES, response.body).toContain(body.data?.error.code);
        expect(response.body).not.toMatch(/FST_|\n\s+at /);
      }),
      { seed: SEED, numRuns: method === 'GET' ? READ_RUNS : WRITE_RUNS },
    );
  } finally {
    await bff.close();
  }
});

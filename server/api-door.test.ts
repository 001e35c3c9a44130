import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { CSRF_HEADER, SESSION_SECRET_HEADER } from '@contracts/session';
import { answerAdvancing, apiRoutes } from './testing/api-routes';
import { startBuiltBff, temporaryStore, type BuiltBff } from './testing/built-bff';
import { fakeProviderTransport } from './testing/fake-provider-transport';
import { createFakeClock, type FakeClock } from './upstream/testing/fake-clock';

/**
 * The browser door of docs/security.md, knocked on at every `/api` route of the BFF as
 * `server/main.ts` builds it: without the session cookie, or without its secret, a request is
 * 401; a write without the page's Origin, or without `x-dashboard-request: 1`, is 403. Either way
 * the route never runs: nothing reaches the broker.
 */

const routes = await apiRoutes();

// A value for each path parameter that the route would accept, so a refusal is the door's.
const PATH_VALUES: Readonly<Record<string, string>> = {
  accountId: 'SIMMARGIN0PAPER000000000001',
  clientOrderId: 'ord-1',
  id: '1',
  operation: 'profile',
  sectorId: 'information-technology',
  symbol: 'AAPL',
};
const pathOf = (url: string) =>
  url
    .split('/')
    .map((part) => (part.startsWith(':') ? (PATH_VALUES[part.slice(1)] ?? 'x') : part))
    .join('/');

let journal: Awaited<ReturnType<typeof temporaryStore>>;
let bff: BuiltBff;
let sent: ReturnType<typeof fakeProviderTransport>['sent'];
let clock: FakeClock;
beforeAll(async () => {
  clock = createFakeClock(Date.now());
  journal = await temporaryStore();
  const provider = fakeProviderTransport();
  sent = provider.sent;
  bff = await startBuiltBff({
    transport: provider.transport,
    clock,
    store: journal.store,
  });
});
afterAll(async () => {
  await bff.close();
  await journal.remove();
});

/** The signed-in page's headers with `drop` left out and `change` put in. */
function without(signedIn: Record<string, string>, drop: readonly string[], change: Record<string, string> = {}) {
  return {
    ...Object.fromEntries(Object.entries(signedIn).filter(([name]) => !drop.includes(name))),
    ...change,
  };
}

test('main.ts serves the app buildBff builds, and adds no route of its own', () => {
  // Were it to add one, that route would be in neither this test nor the fuzz.
  const main = readFileSync(new URL('main.ts', import.meta.url), 'utf8');
  expect(main).toMatch(/await buildBff\(/);
  expect(main).not.toMatch(/\bapp\.(get|head|post|put|patch|delete|all|route|register)\(/);
});

test('every /api route of main.ts is knocked on, writes among them', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.filter(([method]) => method !== 'GET').length).toBeGreaterThan(10);
});

test.each(routes)(
  '%s %s is closed without the session, its secret, and (writes) the Origin and header',
  async (method, url) => {
    const signedIn = await bff.signIn();
    const unknownCookie = (signedIn.cookie ?? '').replace(/=.*/, '=not-a-session');
    const knocks: { name: string; headers: Record<string, string>; status: 401 | 403 }[] = [
      { name: 'nothing', headers: { host: signedIn.host ?? '' }, status: 401 },
      { name: 'no cookie', headers: without(signedIn, ['cookie']), status: 401 },
      { name: 'an unknown cookie', headers: without(signedIn, [], { cookie: unknownCookie }), status: 401 },
      { name: 'no secret', headers: without(signedIn, [SESSION_SECRET_HEADER]), status: 401 },
      {
        name: 'a wrong secret',
        headers: without(signedIn, [], { [SESSION_SECRET_HEADER]: 'x'.repeat(43) }),
        status: 401,
      },
    ];
    if (method !== 'GET') {
      knocks.push(
        { name: 'no Origin', headers: without(signedIn, ['origin']), status: 403 },
        { name: 'another Origin', headers: without(signedIn, [], { origin: 'http://evil.test' }), status: 403 },
        { name: 'Origin null', headers: without(signedIn, [], { origin: 'null' }), status: 403 },
        { name: 'no request header', headers: without(signedIn, [CSRF_HEADER]), status: 403 },
        { name: 'another request header value', headers: without(signedIn, [], { [CSRF_HEADER]: '0' }), status: 403 },
      );
    }
    const calls = sent.length;
    for (const knock of knocks) {
      const response = await bff.app.inject({
        method,
        url: pathOf(url),
        headers: { ...knock.headers, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      expect(response.statusCode, `${knock.name}: ${response.body}`).toBe(knock.status);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe(
        knock.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      );
    }
    expect(sent.length, 'a refused request reached the broker').toBe(calls);
    // The same request with everything the page sends gets past the door to the route itself.
    // Rate budget is waited for on the fake clock: time moves while the request is unanswered.
    const through = await answerAdvancing(
      clock,
      bff.app.inject({
        method,
        url: pathOf(url),
        headers: { ...signedIn, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      }),
    );
    // Whatever the route answers (a 400 for the empty body, a 404 for an unknown order), it is the
    // route's: neither the door's refusal nor the answer for an address with no route.
    const code = through.statusCode >= 400 ? apiErrorSchema.parse(through.json()).error.code : null;
    expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'METHOD_NOT_ALLOWED'], through.body).not.toContain(code);
  },
);

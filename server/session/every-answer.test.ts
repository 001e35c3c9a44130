import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contracts/session';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { LoginTokens } from './login-tokens';
import { SECURITY_HEADERS } from './security-headers';
import { logInWith, type SignedIn } from './testing/login-test-kit';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

// Every answer of the BFF carries the security headers and passes the Host check, also those
// Fastify's router makes before any hook runs (docs/security.md#headers). The app listens, so the
// Host allowlist is the real one; the requests go through app.inject().
let app: FastifyInstance;
let session: SignedIn;
let host: string;
beforeAll(async () => {
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 'login-token'),
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  host = typeof address === 'object' && address !== null ? `127.0.0.1:${String(address.port)}` : '';
  session = await logInWith(app, 'login-token');
});
afterAll(async () => {
  await app.close();
});

type Request = Omit<InjectOptions, 'headers'> & { url: string; headers?: Record<string, string> };

const signedIn = (): Record<string, string> => session.headers;
const writing = (): Record<string, string> => ({
  ...session.headers,
  origin: `http://${host}`,
  [CSRF_HEADER]: CSRF_HEADER_VALUE,
});

/** Each way the BFF refuses a request before or inside a route, and the status it answers. */
const refusals: [name: string, request: () => Request, status: number, code: string][] = [
  ['a broken %-escape in an /api address (FST_ERR_BAD_URL)', () => ({ url: '/api/%zz' }), 400, 'BAD_REQUEST'],
  ['a broken %-escape in a page address', () => ({ url: '/%E0%A4%A' }), 400, 'BAD_REQUEST'],
  [
    'an address part over 100 characters (FST_ERR_MAX_PARAM_LENGTH)',
    () => ({ url: `/api/watchlists/${'a'.repeat(200)}`, headers: signedIn() }),
    414,
    'URI_TOO_LONG',
  ],
  [
    'a query refused by its schema (parseInput)',
    () => ({ url: '/api/snapshots?symbols=', headers: signedIn() }),
    400,
    'INVALID_REQUEST',
  ],
  [
    'a body that is not JSON',
    () => ({
      method: 'POST',
      url: '/api/watchlists',
      headers: { ...writing(), 'content-type': 'application/json' },
      payload: '{"name":',
    }),
    400,
    'MALFORMED_JSON',
  ],
  [
    'a text/plain body',
    () => ({
      method: 'POST',
      url: '/api/watchlists',
      headers: { ...writing(), 'content-type': 'text/plain' },
      payload: 'name',
    }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  [
    'a body over 1 MiB',
    () => ({
      method: 'POST',
      url: '/api/watchlists',
      headers: { ...writing(), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    }),
    413,
    'BODY_TOO_LARGE',
  ],
  [
    'a method the address does not take',
    () => ({ method: 'PATCH', url: '/api/session', headers: writing() }),
    405,
    'METHOD_NOT_ALLOWED',
  ],
  ['an /api address that does not exist', () => ({ url: '/api/nothing-here', headers: signedIn() }), 404, 'NOT_FOUND'],
  ['no session', () => ({ url: '/api/accounts' }), 401, 'UNAUTHENTICATED'],
  [
    'a write without the dashboard header',
    () => ({ method: 'POST', url: '/api/watchlists', headers: signedIn(), payload: { name: 'x' } }),
    403,
    'FORBIDDEN',
  ],
];

async function send(request: Request, hostHeader: string) {
  return app.inject({ ...request, headers: { ...request.headers, host: hostHeader } });
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect({ [name]: headers[name] }).toEqual({ [name]: value });
  expect(headers['cache-control']).toBe('no-store');
}

test.each(refusals)('%s: the answer in words, with the security headers', async (_name, request, status, code) => {
  const response = await send(request(), host);
  expect(response.statusCode).toBe(status);
  expect(apiErrorSchema.parse(response.json()).error.code).toBe(code);
  expectSecurityHeaders(response.headers);
});

test.each(refusals)('%s, for another host: 421, with the security headers', async (_name, request) => {
  const response = await send(request(), 'rebound.example');
  expect(response.statusCode).toBe(421);
  expect(apiErrorSchema.parse(response.json()).error.code).toBe('MISDIRECTED_REQUEST');
  expectSecurityHeaders(response.headers);
});

test('the headers written for answers no hook sees are exactly those helmet sets on the others', async () => {
  const response = await send({ url: '/api/session', headers: signedIn() }, host);
  expect(response.statusCode).toBe(200);
  const notHelmet = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'cache-control']);
  const helmet = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !notHelmet.has(name)));
  expect(helmet).toEqual(SECURITY_HEADERS);
});

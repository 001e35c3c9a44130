import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { loggedInApp } from './testing/fake-broker';
import { signedInApp } from './testing/signed-in';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** Sends one signed-in request and returns the status, headers and the parsed error body. */
async function send(options: InjectOptions) {
  const session = await signedInApp();
  app = session.app;
  const response = await session.app.inject({ ...options, headers: { ...session.headers, ...options.headers } });
  const parsed = apiErrorSchema.safeParse(JSON.parse(response.body));
  if (!parsed.success) throw new Error(`not the error shape: ${response.body}`);
  return { status: response.statusCode, headers: response.headers, body: response.body, error: parsed.data.error };
}

const json = { 'content-type': 'application/json' };

test.each([
  ['text/plain', 'text/plain', '{"name":"Core"}'],
  ['a form', 'application/x-www-form-urlencoded', 'name=Core'],
  ['XML', 'application/xml', '<name>Core</name>'],
])('a body sent as %s is a 415 asking for JSON', async (_name, contentType, payload) => {
  const { status, error } = await send({
    method: 'POST',
    url: '/api/watchlists',
    headers: { 'content-type': contentType },
    payload,
  });
  expect(status).toBe(415);
  expect(error).toEqual({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The body must be JSON, sent with Content-Type: application/json.',
  });
});

test('malformed JSON is a 400 saying the body is not valid JSON', async () => {
  const { status, error } = await send({
    method: 'POST',
    url: '/api/watchlists',
    headers: json,
    payload: '{"name": "Core"',
  });
  expect(status).toBe(400);
  expect(error.code).toBe('MALFORMED_JSON');
  expect(error.message).toMatch(/^The body is not valid JSON/);
});

test('a JSON body with a __proto__ key is refused as a 400, never merged', async () => {
  const { status, error } = await send({
    method: 'POST',
    url: '/api/watchlists',
    headers: json,
    payload: '{"name":"Core","__proto__":{"admin":true}}',
  });
  expect(status).toBe(400);
  expect(error.code).toBe('MALFORMED_JSON');
});

test('an empty body labelled JSON is a 400 that says it is empty', async () => {
  const { status, error } = await send({ method: 'POST', url: '/api/watchlists', headers: json, payload: '' });
  expect(status).toBe(400);
  expect(error).toEqual({ code: 'MALFORMED_JSON', message: 'The body is empty although its Content-Type says JSON.' });
});

test('a body over 1 MiB is a 413 naming the limit', async () => {
  const { status, error } = await send({
    method: 'POST',
    url: '/api/watchlists',
    headers: json,
    payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
  });
  expect(status).toBe(413);
  expect(error).toEqual({ code: 'BODY_TOO_LARGE', message: 'The body is too large: at most 1 MiB.' });
});

test("an over-long path segment is a 414 in the app shape, not Fastify's", async () => {
  const { status, body, error } = await send({ method: 'GET', url: `/api/watchlists/${'7'.repeat(150)}/instruments` });
  expect(status).toBe(414);
  expect(error.code).toBe('URI_TOO_LONG');
  expect(body).not.toContain('FST_');
  expect(body).not.toContain('7'.repeat(150));
});

test('a broken %-escape in the path is a 400 in the app shape', async () => {
  const { status, body, error } = await send({ method: 'GET', url: '/api/watchlists/%E0%A4%A/instruments' });
  expect(status).toBe(400);
  expect(error).toEqual({ code: 'BAD_REQUEST', message: 'The address has a broken %-escape.' });
  expect(body).not.toContain('FST_');
});

test('a known address asked with the wrong method is a 405 naming the methods it takes', async () => {
  const { status, headers, error } = await send({
    method: 'PATCH',
    url: '/api/accounts',
    headers: json,
    payload: '{"x":',
  });
  expect(status).toBe(405);
  expect(headers.allow).toBe('GET, HEAD');
  expect(error).toEqual({
    code: 'METHOD_NOT_ALLOWED',
    message: 'PATCH is not allowed here; this address takes GET, HEAD.',
  });
  const withParams = await send({ method: 'POST', url: '/api/watchlists/12' });
  expect(withParams.status).toBe(405);
  expect(withParams.headers.allow).toBe('PATCH, DELETE');
  const alert = await send({ method: 'POST', url: '/api/alerts/7c9e6679-7425-40de-944b-e07fc1f90ae7' });
  expect(alert.status).toBe(405);
  expect(alert.headers.allow).toBe('PATCH, DELETE');
  const alerts = await send({ method: 'PUT', url: '/api/alerts' });
  expect(alerts.headers.allow).toBe('GET, HEAD, POST');
});

test('without a session the wrong method is still a 401 first', async () => {
  const { app: instance } = await loggedInApp();
  app = instance;
  const response = await instance.inject({ method: 'PATCH', url: '/api/accounts' });
  expect(response.statusCode).toBe(401);
  expect(apiErrorSchema.parse(response.json()).error.code).toBe('UNAUTHENTICATED');
});

test('an address nothing answers stays a 404', async () => {
  const { status, error } = await send({ method: 'POST', url: '/api/nothing-here' });
  expect(status).toBe(404);
  expect(error.code).toBe('NOT_FOUND');
});

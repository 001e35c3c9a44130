import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { logInWith } from './testing/login-test-kit';
import { LoginTokens } from './login-tokens';
import { secretsEqual } from './secrets';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function start() {
  let n = 0;
  const rotated: string[] = [];
  const tokens = new LoginTokens(
    () => `token-${++n}`,
    (t) => {
      rotated.push(t);
    },
  );
  app = await buildApp({
    config: { allowedOrigins: ['http://localhost:5173'], serveSpa: false },
    broker: fakeBroker(),
    loginTokens: tokens,
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  return { app, tokens, rotated };
}

async function login(instance: FastifyInstance, token: string): Promise<Record<string, string>> {
  return (await logInWith(instance, token)).headers;
}

test('the login link sets an HttpOnly SameSite=Strict session cookie and redirects home', async () => {
  const { app: instance } = await start();
  const response = await instance.inject({ url: '/login?token=token-1' });
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toMatch(/^\/#secret=[A-Za-z0-9_-]{43}$/);
  const cookie = response.cookies.find((c) => c.name === 'dash_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
});

test('a login token works once and a fresh one is announced', async () => {
  const { app: instance, tokens, rotated } = await start();
  await login(instance, 'token-1');
  expect(rotated).toEqual(['token-2']);
  expect(tokens.current()).toBe('token-2');
  const reused = await instance.inject({ url: '/login?token=token-1' });
  expect(reused.statusCode).toBe(401);
  expect(reused.body).toContain('Sign in required');
  expect(reused.body).toContain('terminal');
});

test('a HEAD request (a link previewer) does not use up the login token', async () => {
  const { app: instance, rotated } = await start();
  const head = await instance.inject({ method: 'HEAD', url: '/login?token=token-1' });
  expect(head.statusCode).not.toBe(302);
  expect(rotated).toEqual([]);
  expect((await instance.inject({ url: '/login?token=token-1' })).statusCode).toBe(302);
});

test('over plain HTTP on loopback the cookie is not marked Secure, which would drop it', async () => {
  const { app: instance } = await start();
  const response = await instance.inject({ url: '/login?token=token-1' });
  const cookie = response.cookies.find((c) => c.name === 'dash_session');
  expect(cookie).toBeDefined();
  expect(cookie?.secure).toBeUndefined();
});

test('a wrong or missing token is refused', async () => {
  const { app: instance } = await start();
  expect((await instance.inject({ url: '/login?token=guess' })).statusCode).toBe(401);
  expect((await instance.inject({ url: '/login' })).statusCode).toBe(401);
});

test('API calls without a session are 401 UNAUTHENTICATED', async () => {
  const { app: instance } = await start();
  const response = await instance.inject({ url: '/api/accounts' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  const forged = await instance.inject({ url: '/api/accounts', headers: { cookie: 'dash_session=forged' } });
  expect(forged.statusCode).toBe(401);
});

test('a percent-encoded or otherwise disguised API path still needs a session', async () => {
  const { app: instance } = await start();
  for (const url of ['/%61pi/accounts', '/%61%70%69/snapshots?symbols=AAPL', '/api/./accounts', '/x/../api/accounts']) {
    const response = await instance.inject({ url });
    expect(response.statusCode, url).not.toBe(200);
    expect(response.body, url).not.toContain('ACC1');
  }
  expect((await instance.inject({ url: '/%61pi/accounts' })).statusCode).toBe(401);
  expect((await instance.inject({ method: 'DELETE', url: '/%61pi/session' })).statusCode).toBe(401);
});

test('a state change needs an allowed Origin and the dashboard header', async () => {
  const { app: instance } = await start();
  const session = await login(instance, 'token-1');
  const del = (headers: Record<string, string>) =>
    instance.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...session, host: '127.0.0.1:8080', ...headers },
    });
  expect((await del({ 'x-dashboard-request': '1' })).statusCode).toBe(403);
  expect((await del({ origin: 'https://evil.example', 'x-dashboard-request': '1' })).statusCode).toBe(403);
  expect((await del({ origin: 'http://127.0.0.1:8080' })).statusCode).toBe(403);
  expect((await del({ origin: 'http://localhost:5173', 'x-dashboard-request': '1' })).statusCode).toBe(204);
});

test('signing out from the same origin ends the session', async () => {
  const { app: instance } = await start();
  const session = await login(instance, 'token-1');
  const out = await instance.inject({
    method: 'DELETE',
    url: '/api/session',
    headers: { ...session, host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080', 'x-dashboard-request': '1' },
  });
  expect(out.statusCode).toBe(204);
  expect((await instance.inject({ url: '/api/session', headers: session })).statusCode).toBe(401);
});

test('secrets compare equal only when identical, whatever their lengths', () => {
  expect(secretsEqual('abc', 'abc')).toBe(true);
  expect(secretsEqual('abc', 'abd')).toBe(false);
  expect(secretsEqual('abc', 'abcd')).toBe(false);
});

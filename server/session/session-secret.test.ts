import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { logInWith, secretFromLocation, signedIn } from './testing/login-test-kit';
import { LoginTokens } from './login-tokens';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function start(): Promise<FastifyInstance> {
  let n = 0;
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => `token-${String(++n)}`),
    userId: 'key-test',
    alerts: memoryAlerts(),
  });
  return app;
}

const SAME_ORIGIN_WRITE = { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080', 'x-dashboard-request': '1' };

test('the secret reaches the page only in the redirect fragment: in no cookie, and not the session id', async () => {
  const instance = await start();
  const response = await instance.inject({ url: '/login?token=token-1' });
  const secret = secretFromLocation(String(response.headers.location));
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(String(response.headers['set-cookie'])).not.toContain(secret);
  expect(response.cookies.map((c) => c.name)).toEqual(['dash_session']);
  expect(response.cookies[0]?.value).not.toBe(secret);
});

test('with the cookie alone every API call, reads included, is 401 with a message naming the missing header', async () => {
  const instance = await start();
  const { cookie, headers } = await logInWith(instance, 'token-1');
  for (const url of ['/api/session', '/api/accounts', '/api/snapshots?symbols=AAPL']) {
    const bare = await instance.inject({ url, headers: { cookie } });
    expect(bare.statusCode, url).toBe(401);
    expect(bare.json(), url).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: expect.stringContaining('x-dashboard-secret') as unknown },
    });
    expect(bare.body, url).not.toContain('ACC1');
    expect((await instance.inject({ url, headers })).statusCode, url).toBe(200);
  }
  const write = await instance.inject({
    method: 'DELETE',
    url: '/api/session',
    headers: { cookie, ...SAME_ORIGIN_WRITE },
  });
  expect(write.statusCode).toBe(401);
  expect((await instance.inject({ url: '/api/session', headers })).statusCode).toBe(200);
});

test('a wrong secret, or the secret of another session, is refused', async () => {
  const instance = await start();
  const first = await logInWith(instance, 'token-1');
  const second = await logInWith(instance, 'token-2');
  const mixed = { cookie: first.cookie, 'x-dashboard-secret': second.secret };
  expect((await instance.inject({ url: '/api/accounts', headers: mixed })).statusCode).toBe(401);
  const guessed = { cookie: first.cookie, 'x-dashboard-secret': 'A'.repeat(43) };
  expect((await instance.inject({ url: '/api/accounts', headers: guessed })).statusCode).toBe(401);
  expect((await instance.inject({ url: '/api/accounts', headers: first.headers })).statusCode).toBe(200);
  expect((await instance.inject({ url: '/api/accounts', headers: second.headers })).statusCode).toBe(200);
});

test('a new login from the same browser ends its previous session: the old secret is stale with either cookie', async () => {
  const instance = await start();
  const old = await logInWith(instance, 'token-1');
  const relogin = await instance.inject({ url: '/login?token=token-2', headers: { cookie: old.cookie } });
  expect(relogin.statusCode).toBe(302);
  const fresh = signedIn(
    relogin.cookies.find((c) => c.name === 'dash_session')?.value ?? '',
    secretFromLocation(String(relogin.headers.location)),
  );
  expect((await instance.inject({ url: '/api/accounts', headers: old.headers })).statusCode).toBe(401);
  expect(
    (
      await instance.inject({
        url: '/api/accounts',
        headers: { cookie: fresh.cookie, 'x-dashboard-secret': old.secret },
      })
    ).statusCode,
  ).toBe(401);
  expect((await instance.inject({ url: '/api/accounts', headers: fresh.headers })).statusCode).toBe(200);
});

test('after sign-out neither the cookie nor the secret opens anything', async () => {
  const instance = await start();
  const session = await logInWith(instance, 'token-1');
  const out = await instance.inject({
    method: 'DELETE',
    url: '/api/session',
    headers: { ...session.headers, ...SAME_ORIGIN_WRITE },
  });
  expect(out.statusCode).toBe(204);
  const after = await instance.inject({ url: '/api/accounts', headers: session.headers });
  expect(after.statusCode).toBe(401);
  expect(after.json()).toMatchObject({ error: { message: expect.stringContaining('Not signed in') as unknown } });
});

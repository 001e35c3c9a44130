import type { FastifyInstance } from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { createFakeClock, type FakeClock } from '../upstream/testing/fake-clock';
import { logInWith } from './testing/login-test-kit';
import { LOGIN_LINK_TTL_MS, LoginTokens, type RotateReason } from './login-tokens';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

const MINUTE = 60_000;
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function start(clock: FakeClock, lifetimes = { idleMs: 30 * MINUTE, absoluteMs: 120 * MINUTE }) {
  let n = 0;
  const printed: [string, RotateReason][] = [];
  const loginTokens = new LoginTokens(
    () => `token-${String(++n)}`,
    (token, reason) => {
      printed.push([token, reason]);
    },
    { now: () => clock.now() },
  );
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false, sessionLifetimes: lifetimes },
    broker: fakeBroker(),
    loginTokens,
    userId: 'key-test',
    alerts: memoryAlerts(),
    clock,
  });
  return { app, printed };
}

test('an idle session is signed out; a session in use lasts until its absolute lifetime', async () => {
  const clock = createFakeClock(1_800_000_000_000);
  const { app: instance } = await start(clock);
  const busy = await logInWith(instance, 'token-1');
  const idle = await logInWith(instance, 'token-2');
  const status = async (headers: Record<string, string>) =>
    (await instance.inject({ url: '/api/accounts', headers })).statusCode;
  for (let minute = 0; minute < 110; minute += 10) {
    clock.advance(10 * MINUTE);
    expect(await status(busy.headers), `minute ${String(minute + 10)}`).toBe(200);
  }
  expect(await status(idle.headers)).toBe(401);
  clock.advance(10 * MINUTE);
  const ended = await instance.inject({ url: '/api/accounts', headers: busy.headers });
  expect(ended.statusCode).toBe(401);
  expect(ended.json()).toMatchObject({
    error: { code: 'UNAUTHENTICATED', message: expect.stringContaining('login link') as unknown },
  });
});

test('the app sweeps sessions on its clock and stops sweeping when it closes', async () => {
  const clock = createFakeClock(1_800_000_000_000);
  const { app: instance } = await start(clock);
  await logInWith(instance, 'token-1');
  expect(clock.runNext()).toBe(true);
  await instance.close();
  app = null;
  expect(clock.runNext()).toBe(false);
});

test('a login link opened after five minutes gets a page saying so, and a fresh link is printed', async () => {
  const clock = createFakeClock(1_800_000_000_000);
  const { app: instance, printed } = await start(clock);
  clock.advance(LOGIN_LINK_TTL_MS);
  const late = await instance.inject({ url: '/login?token=token-1' });
  expect(late.statusCode).toBe(401);
  expect(late.headers['set-cookie']).toBeUndefined();
  expect(late.body).toContain('Login link expired');
  expect(late.body).toContain('A fresh link was just\nprinted in the terminal');
  expect(printed).toEqual([['token-2', 'expired']]);
  expect((await instance.inject({ url: '/login?token=token-2' })).statusCode).toBe(302);
});

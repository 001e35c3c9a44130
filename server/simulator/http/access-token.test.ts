import { expect, test } from 'vitest';
import { z } from 'zod';
import { readBody, readError } from './testing/read-response';
import { useTestSimulator, T0, type TestSimulator } from './testing/test-simulator';

const startSimulator = useTestSimulator();
const MINUTE = 60_000;
const DAY = 86_400_000;

const gen3Token = z.strictObject({
  token: z.string(),
  expires_at: z.number(),
  status: z.enum(['PENDING', 'NORMAL', 'INVALID', 'EXPIRED']),
});
const gen2Token = z.strictObject({
  token: z.string(),
  expires: z.number(),
  status: z.enum(['PENDING', 'NORMAL', 'INVALID', 'EXPIRED']),
});

async function create(sim: TestSimulator, stored?: string) {
  const response = await sim.call({
    method: 'POST',
    path: '/auth/tokens/create',
    body: JSON.stringify(stored === undefined ? {} : { token: stored }),
    override: { 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(200);
  return readBody(response, gen3Token);
}

async function check(sim: TestSimulator, token: string) {
  const response = await sim.call({
    method: 'POST',
    path: '/auth/tokens/check',
    body: JSON.stringify({ token }),
    override: { 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(200);
  return readBody(response, gen3Token);
}

/** A signed account-list call; the token is added after signing, as the provider expects. */
function accounts(sim: TestSimulator, token?: string) {
  return sim.call({ path: '/trading/accounts/list', override: token === undefined ? {} : { 'x-access-token': token } });
}

function control(sim: TestSimulator, path: string, body: unknown = {}) {
  return sim.app.inject({
    method: 'POST',
    url: `/_control/${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

test('the config call says whether this app key must send a token', async () => {
  const config = z.strictObject({ token_check_enabled: z.boolean() });
  const off = startSimulator();
  expect(readBody(await off.call({ path: '/openapi/config' }), config)).toEqual({ token_check_enabled: false });
  await off.app.close();
  const on = startSimulator({ tokenCheck: true });
  // The config call itself needs no token: a client reads it before it has one.
  expect(readBody(await on.call({ path: '/openapi/config' }), config)).toEqual({ token_check_enabled: true });
});

test("the key's second factor switched on while a client runs: config says so, and requests need a token", async () => {
  const config = z.strictObject({ token_check_enabled: z.boolean() });
  const sim = startSimulator({ controlEnabled: true });
  expect((await accounts(sim, undefined)).statusCode).toBe(200);
  expect((await control(sim, 'token/check', { enabled: true })).json()).toEqual({ enabled: true });
  expect(readBody(await sim.call({ path: '/openapi/config' }), config)).toEqual({ token_check_enabled: true });
  expect(readError(await accounts(sim, undefined))).toMatchObject({ error_code: 'INVALID_TOKEN' });
  // The reset puts back the starting setting (off).
  await control(sim, 'reset');
  expect((await accounts(sim, undefined)).statusCode).toBe(200);
});

test('the config call is served with x-version v2 only: asked with v3 its path is not found', async () => {
  const sim = startSimulator({ tokenCheck: true });
  const asked = await sim.call({ path: '/openapi/config', apiVersion: 'v3' });
  expect(asked.statusCode).toBe(404);
  expect(asked.json()).toEqual({ error_msg: '404 Route Not Found' });
  expect((await sim.call({ path: '/openapi/config', apiVersion: 'v2' })).statusCode).toBe(200);
});

test('with token checking on, a request without a token or with an unknown one is 401 INVALID_TOKEN', async () => {
  const sim = startSimulator({ tokenCheck: true });
  for (const token of [undefined, '', 'not-a-token']) {
    const refused = await accounts(sim, token);
    expect(refused.statusCode).toBe(401);
    expect(readError(refused)).toEqual({
      error_code: 'INVALID_TOKEN',
      message: 'Header x-access-token is missing or invalid.',
    });
  }
});

test('a new token is PENDING for five minutes and opens nothing until approved', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const created = await create(sim);
  expect(created.token).toMatch(/^[0-9a-f]{32}$/);
  expect(created).toEqual({ token: created.token, expires_at: T0 + 5 * MINUTE, status: 'PENDING' });
  expect(readError(await accounts(sim, created.token)).error_code).toBe('INVALID_TOKEN');
  sim.advance(4 * MINUTE);
  expect((await check(sim, created.token)).status).toBe('PENDING');
});

test('approved, the token is NORMAL for 15 days from its last use, and every request with it passes', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const { token } = await create(sim);
  sim.advance(MINUTE);
  const approved = await control(sim, 'token/approve', { token });
  expect(approved.json()).toEqual({ approved: [token] });
  expect(await check(sim, token)).toEqual({ token, expires_at: T0 + MINUTE + 15 * DAY, status: 'NORMAL' });
  expect((await accounts(sim, token)).statusCode).toBe(200);

  // Used on day 10, it lasts until day 25: a use extends it.
  sim.advance(10 * DAY);
  expect((await accounts(sim, token)).statusCode).toBe(200);
  sim.advance(14 * DAY);
  expect(await check(sim, token)).toMatchObject({ status: 'NORMAL', expires_at: T0 + MINUTE + 25 * DAY });
  expect((await accounts(sim, token)).statusCode).toBe(200);
  sim.advance(15 * DAY + 1);
  expect((await check(sim, token)).status).toBe('INVALID');
  expect(readError(await accounts(sim, token)).error_code).toBe('INVALID_TOKEN');
});

test('not approved within five minutes the token is EXPIRED, cannot be approved, and create gives a new one', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const { token } = await create(sim);
  sim.advance(5 * MINUTE + 1);
  expect(await check(sim, token)).toEqual({ token, expires_at: T0 + 5 * MINUTE, status: 'EXPIRED' });
  const late = await control(sim, 'token/approve', { token });
  expect(late.statusCode).toBe(400);
  expect(late.json<{ message: string }>().message).toMatch(/not waiting for approval/);
  expect(readError(await accounts(sim, token)).error_code).toBe('INVALID_TOKEN');
  const fresh = await create(sim, token);
  expect(fresh.token).not.toBe(token);
  expect(fresh.status).toBe('PENDING');
});

test('revoked, a NORMAL token is INVALID and refused', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const { token } = await create(sim);
  await control(sim, 'token/approve');
  expect((await accounts(sim, token)).statusCode).toBe(200);
  expect((await control(sim, 'token/revoke', { token })).json()).toEqual({ revoked: [token] });
  expect((await check(sim, token)).status).toBe('INVALID');
  expect(readError(await accounts(sim, token)).error_code).toBe('INVALID_TOKEN');
  expect((await control(sim, 'token/revoke', { token })).statusCode).toBe(400);
  expect((await create(sim, token)).token).not.toBe(token);
});

test('create hands a stored PENDING or NORMAL token back instead of making another', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const first = await create(sim);
  expect(await create(sim, first.token)).toEqual(first);
  await control(sim, 'token/approve', { token: first.token });
  expect(await create(sim, first.token)).toMatchObject({ token: first.token, status: 'NORMAL' });
  // A token this key never had is not handed back.
  expect((await create(sim, 'someone-elses-token')).token).not.toBe('someone-elses-token');
});

test('generation 2 serves create and check on its own paths, with the expiry as `expires`', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const post = (path: string, body: unknown) =>
    sim.call({ method: 'POST', path, body: JSON.stringify(body), override: { 'content-type': 'application/json' } });
  const created = readBody(await post('/openapi/auth/token/create', {}), gen2Token);
  expect(created).toMatchObject({ expires: T0 + 5 * MINUTE, status: 'PENDING' });
  await control(sim, 'token/approve');
  const checked = readBody(await post('/openapi/auth/token/check', { token: created.token }), gen2Token);
  expect(checked.status).toBe('NORMAL');
  const gen2Accounts = await sim.call({ path: '/openapi/account/list', override: { 'x-access-token': created.token } });
  expect(gen2Accounts.statusCode).toBe(200);
});

test('check without a token is 400 naming it, and a token never issued is INVALID', async () => {
  const sim = startSimulator({ tokenCheck: true });
  const missing = await sim.call({
    method: 'POST',
    path: '/auth/tokens/check',
    body: '{}',
    override: { 'content-type': 'application/json' },
  });
  expect(missing.statusCode).toBe(400);
  expect(readError(missing).error_code).toBe('ILLEGAL_PARAMETER');
  expect(readError(missing).message).toMatch(/token/);
  expect(await check(sim, 'never-issued')).toEqual({ token: 'never-issued', expires_at: 0, status: 'INVALID' });
});

test('the token is not part of the signature: a bad signature is UNAUTHORIZED whatever token is sent', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const { token } = await create(sim);
  await control(sim, 'token/approve');
  const forged = await sim.call({
    path: '/trading/accounts/list',
    secret: 'wrong',
    override: { 'x-access-token': token },
  });
  expect(readError(forged).error_code).toBe('UNAUTHORIZED');
});

test('token calls are limited to 10 per 30 s', async () => {
  const sim = startSimulator({ tokenCheck: true });
  for (let i = 0; i < 10; i += 1) await create(sim);
  const over = await sim.call({
    method: 'POST',
    path: '/auth/tokens/create',
    body: '{}',
    override: { 'content-type': 'application/json' },
  });
  expect(over.statusCode).toBe(429);
  sim.advance(30_000);
  expect((await create(sim)).status).toBe('PENDING');
});

test('reset forgets every token', async () => {
  const sim = startSimulator({ tokenCheck: true, controlEnabled: true });
  const { token } = await create(sim);
  await control(sim, 'token/approve');
  await sim.app.inject({ method: 'POST', url: '/_control/reset' });
  expect((await check(sim, token)).status).toBe('INVALID');
  expect(readError(await accounts(sim, token)).error_code).toBe('INVALID_TOKEN');
});

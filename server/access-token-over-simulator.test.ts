import { expect, test } from 'vitest';
import { z } from 'zod';
import { simulatorWithClient } from './bench/upstream/stack';
import { signRequest } from './signing/sign-request';
import { newNonce } from './signing/timestamp';

const tokenAnswer = z.strictObject({ token: z.string(), expires_at: z.number(), status: z.string() });

/** The simulator process with SIM_TOKEN_CHECK=1, and signed calls carrying an optional token. */
async function startTokenSimulator() {
  const stack = await simulatorWithClient({ SIM_TOKEN_CHECK: '1' });
  const { appKey, appSecret } = stack.credentials;
  async function send(method: 'GET' | 'POST', path: string, body: unknown, token?: string) {
    const url = new URL(path, stack.sim.ready.http);
    const text = body === undefined ? null : JSON.stringify(body);
    const signed = signRequest({
      host: url.host,
      path,
      query: [],
      body: text,
      appKey,
      secret: appSecret,
      algorithm: 'HMAC-SHA256',
      now: new Date(),
      nonce: newNonce(),
      apiVersion: path.startsWith('/openapi/') ? 'v2' : 'v3',
    });
    // The token goes on after signing: it is never part of the signature.
    const headers: Record<string, string> = { ...signed, ...(token === undefined ? {} : { 'x-access-token': token }) };
    if (text !== null) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, ...(text === null ? {} : { body: text }) });
    const json: unknown = await response.json();
    return { status: response.status, json };
  }
  return { ...stack, send };
}

test('with SIM_TOKEN_CHECK=1 the process asks for a token, and an approved one opens the API', async () => {
  const sim = await startTokenSimulator();
  try {
    expect((await sim.send('GET', '/openapi/config', undefined)).json).toEqual({ token_check_enabled: true });
    // The BFF's client sends no token yet: refused by the provider's rule.
    await expect(sim.client.call('listAccounts')).rejects.toMatchObject({ status: 401, errorCode: 'INVALID_TOKEN' });

    const created = tokenAnswer.parse((await sim.send('POST', '/auth/tokens/create', {})).json);
    expect(created.status).toBe('PENDING');
    expect((await sim.send('GET', '/trading/accounts/list', undefined, created.token)).status).toBe(401);

    await sim.control.token.approve();
    const checked = tokenAnswer.parse((await sim.send('POST', '/auth/tokens/check', { token: created.token })).json);
    expect(checked.status).toBe('NORMAL');
    const listed = await sim.send('GET', '/trading/accounts/list', undefined, created.token);
    expect(listed.status).toBe(200);
    const accounts = z.array(z.looseObject({ account_id: z.string() })).parse(listed.json);
    expect(accounts.map((a) => a.account_id)).toContain('SIMMARGIN0PAPER000000000001');

    await sim.control.token.revoke(created.token);
    const revoked = await sim.send('GET', '/trading/accounts/list', undefined, created.token);
    expect(revoked).toEqual({
      status: 401,
      json: { error_code: 'INVALID_TOKEN', message: 'Header x-access-token is missing or invalid.' },
    });
  } finally {
    await sim.sim.stop();
  }
});

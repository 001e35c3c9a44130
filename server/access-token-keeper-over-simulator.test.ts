import { expect, test } from 'vitest';
import { computeSignature } from './signing/sign-request';
import { startTokenStack, stateReached } from './testing/token-stack';
import { AccessTokenRequiredError } from './upstream/client/access-token-source';

test('a new token waits for approval, nothing is sent meanwhile, and once approved it goes on every request unsigned', async () => {
  const stack = await startTokenStack();
  try {
    const { keeper, client } = stack.newKeeper();
    await keeper.start();
    expect(keeper.status()).toMatchObject({ state: 'pending' });
    expect(keeper.status().expires_in_ms).toBeGreaterThan(0);
    expect(keeper.status().expires_in_ms).toBeLessThanOrEqual(300_000);
    await expect(client.call('listAccounts')).rejects.toBeInstanceOf(AccessTokenRequiredError);
    expect(stack.sent.map((r) => r.url.pathname)).toEqual(['/openapi/config', '/auth/tokens/create']);

    await stack.control.token.approve();
    await stateReached(keeper, 'normal');
    const stored = await stack.store.tokens.getToken('key-test');
    expect(stored?.status).toBe('NORMAL');
    // The relayed state never carries the token itself.
    expect(JSON.stringify(keeper.status())).not.toContain(stored?.token ?? '?');

    await client.call('listAccounts');
    const request = stack.sent.at(-1);
    expect(request?.url.pathname).toBe('/trading/accounts/list');
    const headers = request?.headers ?? {};
    expect(headers['x-access-token']).toBe(stored?.token);
    // The signature is that of the five signing headers and the host alone: the token is not in it.
    const { signature } = computeSignature(
      {
        path: '/trading/accounts/list',
        query: [],
        body: null,
        headers: {
          'x-app-key': headers['x-app-key'] ?? '',
          'x-timestamp': headers['x-timestamp'] ?? '',
          'x-signature-algorithm': 'HMAC-SHA256',
          'x-signature-version': headers['x-signature-version'] ?? '',
          'x-signature-nonce': headers['x-signature-nonce'] ?? '',
          host: request?.url.host ?? '',
        },
      },
      stack.appSecret,
    );
    expect(headers['x-signature']).toBe(signature);
  } finally {
    await stack.stop();
  }
});

test('after a restart the stored approved token is checked and reused: no new sign-in is asked for', async () => {
  const stack = await startTokenStack();
  try {
    const first = stack.newKeeper();
    await first.keeper.start();
    await stack.control.token.approve();
    await stateReached(first.keeper, 'normal');
    first.keeper.close();

    const second = stack.newKeeper();
    await second.keeper.start();
    expect(second.keeper.status().state).toBe('normal');
    await second.client.call('listAccounts');
    expect((await stack.tokenCalls()).filter((path) => path.endsWith('/create'))).toHaveLength(1);
  } finally {
    await stack.stop();
  }
});

test('a token not approved in time is EXPIRED; asking again gives a new one that can be approved', async () => {
  const stack = await startTokenStack();
  try {
    const { keeper, client } = stack.newKeeper();
    await keeper.start();
    const first = await stack.store.tokens.getToken('key-test');
    // Six minutes pass on the broker's side (its clock moves; the client follows it after one refusal).
    await stack.control.setServerClockOffset(6 * 60_000);
    await stateReached(keeper, 'expired');
    await expect(client.call('listAccounts')).rejects.toBeInstanceOf(AccessTokenRequiredError);

    expect((await keeper.renew()).state).toBe('pending');
    const second = await stack.store.tokens.getToken('key-test');
    expect(second?.token).not.toBe(first?.token);
    await stack.control.token.approve();
    await stateReached(keeper, 'normal');
    await client.call('listAccounts');
  } finally {
    await stack.stop();
  }
});

test('a revoked token in use is refused upstream, and the BFF asks for a new one at once', async () => {
  const stack = await startTokenStack();
  try {
    const { keeper, client } = stack.newKeeper();
    await keeper.start();
    await stack.control.token.approve();
    await stateReached(keeper, 'normal');
    const revoked = await stack.store.tokens.getToken('key-test');
    await stack.control.token.revoke(revoked?.token);

    const pending = stateReached(keeper, 'pending');
    await expect(client.call('listAccounts')).rejects.toMatchObject({ status: 401, errorCode: 'INVALID_TOKEN' });
    await pending;
    const renewed = await stack.store.tokens.getToken('key-test');
    expect(renewed?.token).not.toBe(revoked?.token);
    expect(renewed?.status).toBe('PENDING');

    await stack.control.token.approve();
    await stateReached(keeper, 'normal');
    await client.call('listAccounts');
  } finally {
    await stack.stop();
  }
});

test('a sign-in the trader rejects is INVALID and is not asked again until the trader asks', async () => {
  const stack = await startTokenStack();
  try {
    const { keeper } = stack.newKeeper();
    await keeper.start();
    await stack.control.token.revoke();
    await stateReached(keeper, 'invalid');
    expect((await stack.tokenCalls()).filter((path) => path.endsWith('/create'))).toHaveLength(1);

    expect((await keeper.renew()).state).toBe('pending');
    expect((await stack.tokenCalls()).filter((path) => path.endsWith('/create'))).toHaveLength(2);
  } finally {
    await stack.stop();
  }
});

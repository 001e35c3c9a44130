import { expect, test } from 'vitest';
import { tokenStatusSchema } from '@contracts/token';
import { buildApp } from './app';
import { browserRequests, logInWith } from './session/testing/login-test-kit';
import { LoginTokens } from './session/login-tokens';
import { startTokenStack, stateReached } from './testing/token-stack';
import { createBroker } from './upstream/broker';
import { systemClock } from '@server/shared/clock';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

test('while the token need is unknown or the token waits the browser gets words, never a 401; renew asks again', async () => {
  const stack = await startTokenStack();
  try {
    const { keeper, client } = stack.newKeeper({ retryMs: 300 });
    const broker = createBroker({
      client,
      clock: systemClock,
      info: { mode: 'paper', region: 'simulator', pathGeneration: 'v3' },
    });
    const app = await buildApp({
      config: { allowedOrigins: ['http://dash.test'], serveSpa: false },
      broker,
      loginTokens: new LoginTokens(() => 'tok'),
      userId: 'key-test',
      alerts: memoryAlerts(),
      accessToken: keeper,
    });
    const request = browserRequests(app, await logInWith(app, 'tok'));
    try {
      // The broker's config call fails at the start: nothing is sent, and the browser is told why.
      await stack.control.faults({ fail5xx: 4 });
      await keeper.start();
      const unknown = await request('GET', '/api/accounts');
      expect(unknown.statusCode).toBe(502);
      expect(unknown.json()).toMatchObject({
        error: { code: 'TOKEN_UNKNOWN', message: expect.stringContaining('nothing was sent') as unknown },
      });
      expect(tokenStatusSchema.parse((await request('GET', '/api/token')).json()).state).toBe('unreachable');

      await stateReached(keeper, 'pending');
      const waiting = await request('GET', '/api/accounts');
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toMatchObject({
        error: { code: 'TOKEN_REQUIRED', message: expect.stringContaining('Approve the sign-in') as unknown },
      });
      expect(tokenStatusSchema.parse((await request('GET', '/api/token')).json()).state).toBe('pending');
      // Nothing to ask again for while a sign-in waits.
      expect(tokenStatusSchema.parse((await request('POST', '/api/token/renew')).json()).state).toBe('pending');

      await stack.control.token.revoke();
      await stateReached(keeper, 'invalid');
      expect((await request('GET', '/api/accounts')).statusCode).toBe(503);
      const renewed = tokenStatusSchema.parse((await request('POST', '/api/token/renew')).json());
      expect(renewed.state).toBe('pending');
      expect(renewed.expires_in_ms).toBeGreaterThan(0);

      await stack.control.token.approve();
      await stateReached(keeper, 'normal');
      const accounts = await request('GET', '/api/accounts');
      expect(accounts.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  } finally {
    await stack.stop();
  }
});

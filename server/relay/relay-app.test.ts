import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../app';
import { fakeBroker } from '../routes/testing/fake-broker';
import { alertsTopic } from '@contracts/alerts';
import { RELAY_USERNAME } from '@contracts/session';
import { secretFromLocation } from '../session/testing/login-test-kit';
import { LoginTokens } from '../session/login-tokens';
import { createFakeFeed } from '../upstream/testing/fake-feed';
import { quoteOf, upgradeStatus } from './testing/relay-test-kit';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

test('the BFF serves /mqtt on its own port to a signed-in page, and closes it with the app', async () => {
  const feed = createFakeFeed();
  app = await buildApp({
    config: { allowedOrigins: [], serveSpa: false },
    broker: fakeBroker(),
    loginTokens: new LoginTokens(() => 'token-1'),
    userId: 'key-test',
    alerts: memoryAlerts(),
    feed,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${base.replace('http:', 'ws:')}/mqtt`;
  const login = await fetch(`${base}/login?token=token-1`, { redirect: 'manual' });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const secret = secretFromLocation(login.headers.get('location'));
  expect(cookie).toMatch(/^dash_session=/);
  expect(await upgradeStatus(url, { origin: base })).toBe(401);
  expect(await upgradeStatus(url, { origin: 'https://evil.example', cookie })).toBe(403);
  const port = new URL(base).port;
  expect(await upgradeStatus(url, { origin: base, cookie, host: `rebound.example:${port}` })).toBe(421);
  await expect(
    mqtt.connectAsync(url, { reconnectPeriod: 0, wsOptions: { headers: { cookie, origin: base } } }),
  ).rejects.toThrow(/Bad username or password/i);

  const client = await mqtt.connectAsync(url, {
    reconnectPeriod: 0,
    username: RELAY_USERNAME,
    password: secret,
    wsOptions: { headers: { cookie, origin: base } },
  });
  await client.subscribeAsync('quote/AAPL');
  expect(feed.watchers('AAPL', 'quote')).toBe(1);
  const message = new Promise<string>((resolve) =>
    client.once('message', (_topic, body) => {
      resolve(body.toString('utf8'));
    }),
  );
  feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '187.5', Date.now()) });
  expect(JSON.parse(await message)).toMatchObject({ symbol: 'AAPL', price: '187.5', source: 'stream' });
  // The session's own user's alerts topic (GET /api/session's `user`), and no one else's.
  await client.subscribeAsync(alertsTopic('key-test'));
  await expect(client.subscribeAsync(alertsTopic('key-other'))).rejects.toMatchObject({ packet: { granted: [0x80] } });

  const closed = new Promise<void>((resolve) =>
    client.once('close', () => {
      resolve();
    }),
  );
  await app.close();
  app = null;
  await closed;
  expect(feed.watchers('AAPL', 'quote')).toBe(0);
});

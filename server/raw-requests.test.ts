import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { afterEach, expect, test } from 'vitest';
import { apiErrorSchema } from '@contracts/common';
import { RELAY_USERNAME } from '@contracts/session';
import { buildApp } from './app';
import { quoteOf } from './relay/testing/relay-test-kit';
import { fakeBroker } from './routes/testing/fake-broker';
import { LoginTokens } from './session/login-tokens';
import { secretFromLocation } from './session/testing/login-test-kit';
import { halfSent, rawExchange } from './testing/raw-exchange';
import { rawRequestCorpus } from './testing/raw-request-corpus';
import { createFakeFeed } from './upstream/testing/fake-feed';
import { memoryAlerts } from '@server/routes/testing/memory-alerts';

// No input crashes the BFF (docs/security.md#malformed-requests): a corpus of raw requests over a
// plain socket, then the same process still signs in a browser and relays it a live price.
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

test('no raw request, WebSocket upgrade or garbage stops the BFF; each gets a 4xx or a closed socket', async () => {
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
  const port = Number(new URL(base).port);
  const waiting = await halfSent(port, `GET /mqtt HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nUpgrade: webs`);

  const answers = [];
  for (const request of rawRequestCorpus(`127.0.0.1:${String(port)}`)) {
    const answer = await rawExchange(port, request.bytes);
    const head = `${answer.text.split('\r\n\r\n')[0] ?? ''}\r\n`;
    answers.push({ name: request.name, status: answer.status, headers: /\r\nx-frame-options: DENY\r\n/i.test(head) });
  }
  // Every answer, whoever wrote it (router, parser, relay), carries the security headers.
  expect(answers.filter(({ status, headers }) => status !== null && !headers)).toEqual([]);
  // A server error or a success would mean a malformed request reached something it should not.
  expect(answers.filter(({ status }) => status !== null && (status < 400 || status >= 500))).toEqual([]);
  expect(answers.filter(({ status }) => status !== null).length).toBeGreaterThan(answers.length / 2);

  // The half-sent request is still waiting, and the BFF serves the next browser all the same.
  const anonymous = await fetch(`${base}/api/session`);
  expect(anonymous.status).toBe(401);
  expect(apiErrorSchema.parse(await anonymous.json()).error.code).toBe('UNAUTHENTICATED');
  const login = await fetch(`${base}/login?token=token-1`, { redirect: 'manual' });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const client = await mqtt.connectAsync(`${base.replace('http:', 'ws:')}/mqtt`, {
    reconnectPeriod: 0,
    username: RELAY_USERNAME,
    password: secretFromLocation(login.headers.get('location')),
    wsOptions: { headers: { cookie, origin: base } },
  });
  try {
    await client.subscribeAsync('quote/AAPL');
    const message = new Promise<string>((resolve) =>
      client.once('message', (_topic, body) => {
        resolve(body.toString('utf8'));
      }),
    );
    feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '187.5', Date.now()) });
    expect(JSON.parse(await message)).toMatchObject({ symbol: 'AAPL', price: '187.5' });
  } finally {
    await client.endAsync();
    await waiting.close();
  }
});

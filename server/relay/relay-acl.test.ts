import type { MqttClient } from 'mqtt';
import { afterEach, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { generate } from 'mqtt-packet';
import { RELAY_USERNAME } from '@contracts/session';
import {
  connectBrowser,
  connectRaw,
  quoteOf,
  rawSubscribe,
  recordMessages,
  startRelay,
  until,
  type RelayKit,
} from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

function closed(client: MqttClient): Promise<void> {
  return new Promise((resolve) =>
    client.once('close', () => {
      resolve();
    }),
  );
}

test('only allowlisted topics are granted; the rest get 0x80 and watch nothing', async () => {
  kit = await startRelay();
  const client = await connectRaw(kit);
  const refused = [
    'orders/ACC1',
    'quote/+',
    'quote/#',
    '#',
    '+/AAPL',
    'quote/aapl',
    'quote/AAPL/x',
    'quote/',
    'status/other',
    'snapshot/AAPL',
    '$SYS/info',
  ];
  expect(await rawSubscribe(client, refused)).toEqual(refused.map(() => 0x80));
  expect(kit.feed.calls).toEqual([]);
  expect(await rawSubscribe(client, ['quote/AAPL', 'orders/X', 'depth/BRK.B', 'tick/MSFT', 'status/feed'], 2)).toEqual([
    0, 0x80, 0, 0, 0,
  ]);
  expect(kit.feed.calls).toEqual([
    { op: 'watch', symbol: 'AAPL', kind: 'quote' },
    { op: 'watch', symbol: 'BRK.B', kind: 'depth' },
    { op: 'watch', symbol: 'MSFT', kind: 'tick' },
  ]);
  client.ws.close();
});

test('mqtt.js reports a refused subscription as a SUBACK failure (0x80)', async () => {
  kit = await startRelay();
  const client = await connectBrowser(kit);
  await expect(client.subscribeAsync('quote/#')).rejects.toMatchObject({ packet: { granted: [0x80] } });
  expect(client.connected).toBe(true);
  await client.endAsync();
});

test('a browser that publishes is disconnected and its topics are unwatched', async () => {
  kit = await startRelay();
  const client = await connectBrowser(kit);
  await client.subscribeAsync(['quote/AAPL', 'tick/AAPL']);
  const gone = closed(client);
  client.publish('quote/AAPL', JSON.stringify(quoteOf('AAPL', '1', 0)));
  await gone;
  const current = kit;
  await until(
    () => current.feed.watchers('AAPL', 'quote') === 0 && current.feed.watchers('AAPL', 'tick') === 0,
    'the unwatch',
  );
  expect(kit.logs.join('\n')).toContain('published to quote/AAPL');
  expect(kit.relay.stats().sockets).toBe(0);
});

test('each granted topic is watched once and unwatched once: on UNSUBSCRIBE, or when the socket closes', async () => {
  kit = await startRelay();
  const client = await connectBrowser(kit);
  await client.subscribeAsync(['quote/AAPL', 'quote/MSFT', 'depth/AAPL']);
  await client.subscribeAsync(['quote/AAPL']);
  expect(kit.feed.watchers('AAPL', 'quote')).toBe(1);
  await client.unsubscribeAsync(['quote/MSFT', 'quote/NVDA']);
  expect(kit.feed.watchers('MSFT', 'quote')).toBe(0);
  client.end(true);
  const current = kit;
  await until(() => current.relay.stats().sockets === 0, 'the socket to close');
  const count = (op: string) => current.feed.calls.filter((c) => c.op === op).length;
  expect(count('watch')).toBe(3);
  expect(count('unwatch')).toBe(3);
  expect(kit.feed.watchers('AAPL', 'quote') + kit.feed.watchers('AAPL', 'depth')).toBe(0);
});

test('a new subscriber gets the latest quote at once and the feed status as a retained message', async () => {
  kit = await startRelay();
  kit.feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '187.25', kit.clock.now()) });
  const client = await connectBrowser(kit);
  const seen = recordMessages(client);
  await client.subscribeAsync(['quote/AAPL', 'status/feed']);
  await until(() => seen.length === 2, 'two messages');
  expect(seen.map(({ topic, retain }) => ({ topic, retain }))).toEqual([
    { topic: 'quote/AAPL', retain: false },
    { topic: 'status/feed', retain: true },
  ]);
  expect(seen[0]?.payload).toMatchObject({ price: '187.25' });
  expect(seen[1]?.payload).toMatchObject({ state: 'live' });
  await client.endAsync();
});

test('more subscriptions than the cap in one session, over all its sockets, close the socket that passes it with a log line', async () => {
  kit = await startRelay({ limits: { maxSubscriptionsPerSession: 3 } });
  const other = await connectBrowser(kit);
  await other.subscribeAsync(['quote/A']);
  const client = await connectBrowser(kit);
  await client.subscribeAsync(['quote/B', 'quote/C']);
  const gone = closed(client);
  client.subscribe(['quote/D']);
  await gone;
  expect(kit.logs.join('\n')).toContain('more than 3 subscriptions in one session');
  const current = kit;
  await until(() => current.feed.watchers('B', 'quote') === 0, 'the unwatch');
  expect(kit.feed.watchers('D', 'quote')).toBe(0);
  // The closed socket's topics no longer count: the session may subscribe again.
  await other.subscribeAsync(['quote/E', 'quote/F']);
  expect(other.connected).toBe(true);
  expect(kit.feed.watchers('F', 'quote')).toBe(1);
  await other.endAsync();
});

test('a packet over the size cap closes the socket, also when split over several WebSocket messages', async () => {
  kit = await startRelay({ limits: { maxPacketBytes: 1024 } });
  const client = await connectBrowser(kit);
  const gone = closed(client);
  client.subscribe([`quote/${'A'.repeat(2_000)}`]);
  await gone;

  const raw = new WebSocket(kit.url, ['mqtt'], { headers: { cookie: kit.cookie, origin: kit.origin } });
  await new Promise((resolve) => raw.once('open', resolve));
  raw.send(
    generate({
      cmd: 'connect',
      clientId: 'raw',
      protocolVersion: 4,
      keepalive: 0,
      clean: true,
      protocolId: 'MQTT',
      username: RELAY_USERNAME,
      password: Buffer.from(kit.secret),
    }),
  );
  const subscribe = generate({
    cmd: 'subscribe',
    messageId: 1,
    subscriptions: [{ topic: `quote/${'B'.repeat(3_000)}`, qos: 0 }],
  });
  const rawClosed = new Promise((resolve) => raw.once('close', resolve));
  for (let at = 0; at < subscribe.length; at += 512) raw.send(subscribe.subarray(at, at + 512));
  await rawClosed;
  expect(kit.logs.filter((l) => l.includes('1024 bytes') || l.includes('Max payload')).length).toBeGreaterThanOrEqual(
    2,
  );
});

test('a client that sends nothing within 1.5 keepalive periods is closed', async () => {
  kit = await startRelay();
  const raw = new WebSocket(kit.url, ['mqtt'], { headers: { cookie: kit.cookie, origin: kit.origin } });
  await new Promise((resolve) => raw.once('open', resolve));
  const connack = new Promise((resolve) => raw.once('message', resolve));
  raw.send(
    generate({
      cmd: 'connect',
      clientId: 'raw',
      protocolVersion: 4,
      keepalive: 10,
      clean: true,
      protocolId: 'MQTT',
      username: RELAY_USERNAME,
      password: Buffer.from(kit.secret),
    }),
  );
  await connack;
  const rawClosed = new Promise((resolve) => raw.once('close', resolve));
  kit.clock.advance(14_000);
  raw.send(generate({ cmd: 'pingreq' }));
  kit.clock.advance(14_000);
  expect(raw.readyState).toBe(WebSocket.OPEN);
  kit.clock.advance(1_001);
  await rawClosed;
  expect(kit.logs.join('\n')).toContain('keepalive 10 s');
});

import { afterEach, expect, test } from 'vitest';
import { connectBrowser, connectRaw, rawSubscribe, startRelay, until, upgradeStatus, type RelayKit } from './relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

test('an upgrade without a session cookie, or with a forged one, is refused with 401 before any handshake', async () => {
  kit = await startRelay();
  expect(await upgradeStatus(kit.url, { origin: kit.origin })).toBe(401);
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: 'dash_session=forged' })).toBe(401);
  expect(kit.relay.stats().sockets).toBe(0);
});

test('an upgrade from a foreign or missing Origin is refused with 403, even with a valid session', async () => {
  kit = await startRelay();
  expect(await upgradeStatus(kit.url, { origin: 'https://evil.example', cookie: kit.cookie })).toBe(403);
  expect(await upgradeStatus(kit.url, { cookie: kit.cookie })).toBe(403);
  expect(kit.relay.stats().sockets).toBe(0);
});

test('an ended session cannot open the live feed any more', async () => {
  kit = await startRelay();
  kit.sessions.end(kit.cookie.slice('dash_session='.length));
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: kit.cookie })).toBe(401);
});

test('an open socket of a session that logs out is closed at its next SUBSCRIBE or PINGREQ, and its topics unwatched', async () => {
  kit = await startRelay();
  const current = kit;
  const subscriber = await connectRaw(kit);
  expect(await rawSubscribe(subscriber, ['quote/AAPL'])).toEqual([0]);
  const pinger = await connectRaw(kit);
  const pong = pinger.next('pingresp');
  pinger.send({ cmd: 'pingreq' });
  await pong;
  expect(kit.relay.stats().sockets).toBe(2);

  kit.sessions.end(kit.cookie.slice('dash_session='.length));
  subscriber.send({ cmd: 'subscribe', messageId: 2, subscriptions: [{ topic: 'quote/MSFT', qos: 0 }] });
  pinger.send({ cmd: 'pingreq' });
  await Promise.all([subscriber.closed, pinger.closed]);
  await until(() => current.relay.stats().sockets === 0, 'both sockets to close');
  expect(subscriber.packets.filter((p) => p.cmd === 'suback')).toHaveLength(1);
  expect(pinger.packets.filter((p) => p.cmd === 'pingresp')).toHaveLength(1);
  expect(kit.feed.watchers('AAPL', 'quote')).toBe(0);
  expect(kit.feed.watchers('MSFT', 'quote')).toBe(0);
  expect(kit.logs.join('\n')).toContain('the browser session has ended');
});

test('the mqtt subprotocol is required; with it, session and Origin, an mqtt.js client connects', async () => {
  kit = await startRelay();
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: kit.cookie }, [])).toBe(400);
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: kit.cookie })).toBe(101);
  const client = await connectBrowser(kit);
  expect(client.connected).toBe(true);
  await client.endAsync();
});

test('other paths get no WebSocket', async () => {
  kit = await startRelay();
  expect(await upgradeStatus(kit.url.replace('/mqtt', '/other'), { origin: kit.origin, cookie: kit.cookie })).toBe(404);
});

test('one session may hold at most the capped number of sockets; the next is refused with 429 and a log line', async () => {
  kit = await startRelay({ limits: { maxSocketsPerSession: 2 } });
  const first = await connectBrowser(kit);
  const second = await connectBrowser(kit);
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: kit.cookie })).toBe(429);
  expect(kit.logs.join('\n')).toContain('limit 2');
  // Another session is counted on its own.
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: `dash_session=${kit.sessions.create()}` })).toBe(101);
  await first.endAsync();
  const current = kit;
  await until(() => current.relay.stats().sockets === 1, 'the first socket to close');
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: kit.cookie })).toBe(101);
  await second.endAsync();
});

import { afterEach, expect, test } from 'vitest';
import { connectBrowser, startRelay, until, upgradeStatus, type RelayKit } from './testing/relay-test-kit';

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

test('an upgrade whose Host names another server is refused with 421, even with session and Origin', async () => {
  kit = await startRelay();
  const port = new URL(kit.url).port;
  expect(
    await upgradeStatus(kit.url, { origin: kit.origin, cookie: kit.cookie, host: `rebound.example:${port}` }),
  ).toBe(421);
  expect(kit.relay.stats().sockets).toBe(0);
  expect(
    await upgradeStatus(kit.url, { origin: `http://localhost:${port}`, cookie: kit.cookie, host: `localhost:${port}` }),
  ).toBe(101);
});

test('the mqtt subprotocol is required; with it, session, Origin and the secret, an mqtt.js client connects', async () => {
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
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: `dash_session=${kit.sessions.create().id}` })).toBe(
    101,
  );
  await first.endAsync();
  const current = kit;
  await until(() => current.relay.stats().sockets === 1, 'the first socket to close');
  expect(await upgradeStatus(kit.url, { origin: kit.origin, cookie: kit.cookie })).toBe(101);
  await second.endAsync();
});

import { afterEach, expect, test } from 'vitest';
import { SWEEP_EVERY_MS } from '../session/session-store';
import { CONNACK_BAD_CREDENTIALS } from './relay-connection';
import {
  connectBrowser,
  connectRaw,
  openRaw,
  quoteOf,
  rawConnect,
  rawSubscribe,
  startRelay,
  until,
  type RelayKit,
} from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

test('a CONNECT without the session secret as its password gets CONNACK 4 and the socket closes', async () => {
  kit = await startRelay();
  const other = kit.sessions.create();
  for (const password of [undefined, '', 'A'.repeat(43), other.secret]) {
    const client = await openRaw(kit);
    expect(await rawConnect(client, password)).toBe(CONNACK_BAD_CREDENTIALS);
    await client.closed;
  }
  expect(kit.logs.filter((line) => line.includes('session secret'))).toHaveLength(4);
  await expect(connectBrowser(kit, {}, other.secret)).rejects.toThrow(/Bad username or password/i);
});

test('a refused socket cannot subscribe: nothing after the refused CONNECT is served', async () => {
  kit = await startRelay();
  const client = await openRaw(kit);
  expect(await rawConnect(client, 'wrong')).toBe(CONNACK_BAD_CREDENTIALS);
  client.send({ cmd: 'subscribe', messageId: 1, subscriptions: [{ topic: 'quote/AAPL', qos: 0 }] });
  await client.closed;
  expect(client.packets.map((p) => p.cmd)).toEqual(['connack']);
  expect(kit.feed.watchers('AAPL', 'quote')).toBe(0);
});

test('a socket still waiting to send its CONNECT closes at logout too', async () => {
  kit = await startRelay();
  const client = await openRaw(kit);
  kit.sessions.endKey(kit.sessionKey, 'logout');
  await client.closed;
  expect(client.packets).toEqual([]);
});

test('at logout every open socket of the session closes at once, even with keepalive 0 and no packet sent', async () => {
  kit = await startRelay();
  const current = kit;
  const listener = await connectBrowser(kit);
  await listener.subscribeAsync('quote/AAPL');
  const idle = await connectRaw(kit);
  const bystander = kit.sessions.create();
  const other = await connectBrowser(kit, { cookie: `dash_session=${bystander.id}` }, bystander.secret);
  await other.subscribeAsync('quote/AAPL');
  const prices: string[] = [];
  listener.on('message', (_topic, body) => {
    prices.push(body.toString('utf8'));
  });
  const listenerClosed = new Promise<void>((resolve) => {
    listener.once('close', () => {
      resolve();
    });
  });

  kit.sessions.endKey(kit.sessionKey, 'logout');
  await Promise.all([listenerClosed, idle.closed]);
  await until(() => current.relay.stats().sockets === 1, "the session's two sockets to close");
  expect(kit.logs.join('\n')).toContain('the browser session has ended');

  // The other session's socket still gets prices; the logged-out one got none after logout.
  const delivered = new Promise<string>((resolve) => {
    other.once('message', (_topic, body) => {
      resolve(body.toString('utf8'));
    });
  });
  kit.feed.emit({ kind: 'quote', symbol: 'AAPL', data: quoteOf('AAPL', '190.5', kit.clock.now()) });
  kit.clock.advance(50);
  expect(JSON.parse(await delivered)).toMatchObject({ price: '190.5' });
  expect(prices.some((p) => p.includes('190.5'))).toBe(false);
  await other.endAsync();
});

test('an idle session expires on the sweep timer and its sockets close without any client packet', async () => {
  kit = await startRelay();
  const current = kit;
  const socket = await connectRaw(kit);
  expect(await rawSubscribe(socket, ['quote/MSFT'])).toEqual([0]);
  // Just short of the idle timeout the sweeps leave it alone...
  kit.clock.advance(kit.sessions.lifetimes.idleMs - 1);
  expect(kit.relay.stats().sockets).toBe(1);
  // ...and the next sweep after it closes the socket.
  kit.clock.advance(SWEEP_EVERY_MS);
  await socket.closed;
  await until(() => current.relay.stats().sockets === 0, 'the socket to close');
  expect(kit.sessions.size).toBe(0);
  expect(kit.feed.watchers('MSFT', 'quote')).toBe(0);
});

test('SUBSCRIBE and PINGREQ count as activity: a socket that pings stays within the idle timeout', async () => {
  kit = await startRelay();
  const socket = await connectRaw(kit);
  const half = kit.sessions.lifetimes.idleMs / 2;
  for (let i = 0; i < 3; i += 1) {
    kit.clock.advance(half);
    const pong = socket.next('pingresp');
    socket.send({ cmd: 'pingreq' });
    await pong;
  }
  expect(kit.sessions.size).toBe(1);
  expect(kit.relay.stats().sockets).toBe(1);
});

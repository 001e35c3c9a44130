import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { afterEach, expect, test } from 'vitest';
import { rawExchange } from '../testing/raw-exchange';
import { malformedMqttPackets } from '../testing/raw-request-corpus';
import { requestPath } from './attach-relay';
import { connectBrowser, openRaw, startRelay, type RelayKit } from './testing/relay-test-kit';

let kit: RelayKit | null = null;
afterEach(async () => {
  await kit?.close();
  kit = null;
});

const upgradeTo = (target: string, host: string) =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
  'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n';

test('an upgrade to //x:99999/mqtt is a 404 with the security headers, and the relay serves the next browser', async () => {
  kit = await startRelay();
  const port = Number(new URL(kit.url).port);
  const answer = await rawExchange(port, upgradeTo('//x:99999/mqtt', `127.0.0.1:${String(port)}`));
  expect(answer.status).toBe(404);
  expect(answer.text).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  expect(answer.text).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
  const client = await connectBrowser(kit);
  expect(client.connected).toBe(true);
  await client.endAsync();
});

test('a refused upgrade for another host is 421 whatever its path', async () => {
  kit = await startRelay();
  const port = Number(new URL(kit.url).port);
  expect((await rawExchange(port, upgradeTo('//x:99999/mqtt', 'rebound.example'))).status).toBe(421);
  expect((await rawExchange(port, upgradeTo('/other', 'rebound.example'))).status).toBe(421);
  expect((await rawExchange(port, upgradeTo('/other', `127.0.0.1:${String(port)}`))).status).toBe(404);
});

test('a client that resets its socket while the upgrade is refused costs that socket only', async () => {
  kit = await startRelay();
  // A socket whose every write fails, as one reset by its client does: Node has already taken
  // its own error listener off an upgrading socket, so the relay must hold one.
  const reset = new Duplex({
    read() {
      // Nothing more arrives.
    },
    write(_chunk, _encoding, done) {
      done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    },
  });
  const request = new IncomingMessage(new Socket());
  request.url = '/mqtt';
  request.headers = { host: kit.origin.slice('http://'.length) };
  const closed = new Promise<void>((resolve) => reset.once('close', resolve));
  kit.server.emit('upgrade', request, reset, Buffer.alloc(0));
  await closed;
  expect(reset.destroyed).toBe(true);
  const client = await connectBrowser(kit);
  expect(client.connected).toBe(true);
  await client.endAsync();
});

test('the relay reads a request target as text, whatever it holds', () => {
  expect(requestPath('/mqtt?x=1')).toBe('/mqtt');
  expect(requestPath('//x:99999/mqtt')).toBe('//x:99999/mqtt');
  expect(requestPath('http://[::1/mqtt')).toBe('http://[::1/mqtt');
  expect(requestPath(undefined)).toBe('');
});

test('a handshake ws refuses (no valid key) is a 400 in the JSON shape with the security headers', async () => {
  kit = await startRelay();
  const port = Number(new URL(kit.url).port);
  const answer = await rawExchange(
    port,
    `GET /mqtt HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nCookie: ${kit.cookie}\r\nOrigin: ${kit.origin}\r\n` +
      'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: mqtt\r\n\r\n',
  );
  expect(answer.status).toBe(400);
  expect(answer.text).toMatch(/\r\nx-frame-options: DENY\r\n/i);
  expect(answer.text).toContain('"code":"INVALID_REQUEST"');
  expect(answer.text).toContain('Sec-WebSocket-Key');
});

test.each(malformedMqttPackets().map((packet) => [packet.name, packet.bytes] as const))(
  'a signed-in socket that sends %s is closed, and the relay serves the next browser',
  async (_name, bytes) => {
    kit = await startRelay();
    const raw = await openRaw(kit);
    raw.ws.send(bytes);
    await raw.closed;
    expect(kit.relay.stats().sockets).toBe(0);
    const client = await connectBrowser(kit);
    expect(client.connected).toBe(true);
    await client.endAsync();
  },
);

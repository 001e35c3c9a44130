import { connect as connectTcp, type Socket } from 'node:net';
import { expect, test } from 'vitest';
import { generate, parser, type IConnectPacket, type Packet } from 'mqtt-packet';
import mqtt from 'mqtt';
import { WebSocket } from 'ws';
import { TEST_KEY } from '../http/testing/test-simulator';
import { useStreamHarness } from './testing/stream-harness';

const start = useStreamHarness();

/** Sends raw packets and collects what the broker answers until it closes the socket. */
async function rawExchange(
  url: string,
  packets: Packet[],
  untilClose = true,
): Promise<{ answers: Packet[]; closed: boolean }> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connectTcp(Number(port), hostname);
  const reader = parser({ protocolVersion: 4 });
  const answers: Packet[] = [];
  reader.on('packet', (packet) => answers.push(packet));
  socket.on('data', (chunk) => reader.parse(chunk));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  for (const packet of packets) socket.write(generate(packet));
  if (!untilClose) {
    await new Promise<void>((resolve) =>
      reader.once('packet', () => {
        resolve();
      }),
    );
    socket.destroy();
    return { answers, closed: false };
  }
  await new Promise<void>((resolve) =>
    socket.once('close', () => {
      resolve();
    }),
  );
  return { answers, closed: true };
}

function connectPacket(overrides: Partial<IConnectPacket> = {}): IConnectPacket {
  return {
    cmd: 'connect',
    protocolId: 'MQTT',
    protocolVersion: 4,
    clean: true,
    keepalive: 30,
    clientId: 'raw-session',
    username: TEST_KEY,
    password: Buffer.from('x'),
    ...overrides,
  };
}

test.each<[string, Partial<IConnectPacket>, number]>([
  ['protocol level 3 (MQIsdp)', { protocolId: 'MQIsdp', protocolVersion: 3 }, 1],
  ['protocol level 5', { protocolVersion: 5 }, 1],
  ['an empty client id', { clientId: '' }, 2],
  ['no user name', { username: undefined, password: undefined }, 3],
  ['an unknown App Key', { username: 'someone-else' }, 104],
])('a CONNECT with %s is refused with its CONNACK code and the socket closed', async (_label, overrides, code) => {
  const sim = await start();
  const { answers, closed } = await rawExchange(sim.mqttUrl, [connectPacket(overrides)]);
  expect(answers).toEqual([expect.objectContaining({ cmd: 'connack', returnCode: code })]);
  expect(closed).toBe(true);
  expect(sim.stream.broker.connections()).toEqual([]);
});

test('mqtt.js sees the provider codes: 104 for an unknown key, 101 while connections are refused', async () => {
  const sim = await start();
  const attempt = (username: string) =>
    mqtt.connectAsync(sim.mqttUrl, { clientId: 'js-client', username, reconnectPeriod: 0 }).then(
      async (client) => {
        await client.endAsync(true);
        return 0;
      },
      (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : error),
    );
  expect(await attempt('unknown-key')).toBe(104);
  expect((await sim.control('/_control/stream/refuse', { refuse: true })).statusCode).toBe(200);
  expect(await attempt(TEST_KEY)).toBe(101);
  await sim.control('/_control/stream/refuse', { refuse: false });
  expect(await attempt(TEST_KEY)).toBe(0);
});

test('five connections per App Key are accepted and the sixth gets CONNACK 105', async () => {
  const sim = await start();
  for (let k = 1; k <= 5; k += 1) await sim.connect(`session-${String(k)}`);
  const { answers } = await rawExchange(sim.mqttUrl, [connectPacket({ clientId: 'session-6' })]);
  expect(answers).toEqual([expect.objectContaining({ cmd: 'connack', returnCode: 105 })]);
  expect(
    sim.stream.broker
      .connections()
      .map((c) => c.sessionId)
      .sort(),
  ).toEqual(['session-1', 'session-2', 'session-3', 'session-4', 'session-5']);
});

test('a reused session id takes over: the earlier connection is closed, even at the limit', async () => {
  const sim = await start();
  for (let k = 1; k <= 4; k += 1) await sim.connect(`session-${String(k)}`);
  const first = await sim.connect('shared');
  const firstClosed = new Promise<void>((resolve) =>
    first.client.once('close', () => {
      resolve();
    }),
  );
  const second = await sim.connect('shared');
  await firstClosed;
  expect(second.client.connected).toBe(true);
  expect(sim.stream.broker.connections().filter((c) => c.sessionId === 'shared')).toHaveLength(1);
  expect(sim.stream.broker.connections()).toHaveLength(5);
});

test('PINGREQ gets PINGRESP, an MQTT SUBSCRIBE gets SUBACK failure 0x80, DISCONNECT ends the session', async () => {
  const sim = await start();
  const ping = await rawExchange(sim.mqttUrl, [
    connectPacket(),
    { cmd: 'pingreq' },
    { cmd: 'subscribe', messageId: 7, subscriptions: [{ topic: 'snapshot', qos: 0 }] },
    { cmd: 'disconnect' },
  ]);
  expect(ping.answers.map((p) => p.cmd)).toEqual(['connack', 'pingresp', 'suback']);
  expect(ping.answers[2]).toMatchObject({ messageId: 7, granted: [0x80] });
  expect(sim.stream.broker.connections()).toEqual([]);
});

test('a client silent for 1.5 x its keepalive is disconnected', async () => {
  const sim = await start();
  const { answers, closed } = await rawExchange(sim.mqttUrl, [connectPacket({ keepalive: 1 })]);
  expect(answers[0]).toMatchObject({ cmd: 'connack', returnCode: 0 });
  expect(closed).toBe(true);
  expect(sim.stream.broker.connections()).toEqual([]);
});

test('MQTT over WebSocket at /mqtt is the same broker', async () => {
  const sim = await start();
  const { client } = await sim.connect('ws-session', { url: sim.wsUrl });
  expect(client.connected).toBe(true);
  expect(sim.stream.broker.connection('ws-session')?.appKey).toBe(TEST_KEY);
});

test('a WebSocket upgrade on any other path is refused with 404', async () => {
  const sim = await start();
  const socket = new WebSocket(sim.wsUrl.replace('/mqtt', '/other'), 'mqtt');
  // Closing a refused handshake reports "closed before established"; that is the expected end.
  socket.on('error', () => undefined);
  const status = await new Promise<number>((resolve) => {
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
    });
    socket.once('open', () => {
      resolve(101);
    });
  });
  socket.terminate();
  expect(status).toBe(404);
  expect(sim.stream.broker.connections()).toEqual([]);
});

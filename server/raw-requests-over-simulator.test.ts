import { randomBytes } from 'node:crypto';
import { Client, credentials, Metadata } from '@grpc/grpc-js';
import mqtt from 'mqtt';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  decodeSubscribeResponse,
  EVENT_TYPE,
  encodeSubscribeRequest,
  SUBSCRIBE_METHOD,
  type SubscribeResponse,
} from './protocol/trade-events-proto';
import { signEventSubscription } from './signing/event-signature';
import { newNonce } from './signing/timestamp';
import { spawnKeyedSimulator } from './testing/keyed-simulator';
import { halfSent, hasGoAway, rawExchange, type RawAnswer } from './testing/raw-exchange';
import { rawHttp2Corpus, rawMqttCorpus, rawRequestCorpus, type RawRequest } from './testing/raw-request-corpus';
import type { SimulatorProcess } from './upstream/paper/simulator-process';

// No input crashes the simulator (docs/simulator.md#malformed-input): the raw corpus at
// its HTTP port (and MQTT over WebSocket at /mqtt), its MQTT port and its gRPC port, then each
// still answers a well-formed client. The simulator is a real process: a crash is an exit.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let started: Awaited<ReturnType<typeof spawnKeyedSimulator>> | null = null;
let exited: string | null = null;
beforeAll(async () => {
  started = await spawnKeyedSimulator();
  started.sim.child.once('exit', (code, signal) => {
    exited = `exited (code ${String(code)}, signal ${String(signal)})`;
  });
});
afterAll(async () => {
  await started?.sim.stop();
});

function simulator(): { sim: SimulatorProcess; appKey: string; appSecret: string } {
  if (started === null) throw new Error('the simulator did not start');
  return started;
}

const portOf = (url: string) => Number(new URL(url).port);

async function fire(
  port: number,
  corpus: RawRequest[],
  answered?: (received: Buffer) => boolean,
): Promise<{ name: string; answer: RawAnswer }[]> {
  const answers = [];
  for (const request of corpus)
    answers.push({ name: request.name, answer: await rawExchange(port, request.bytes, answered) });
  return answers;
}

/** A success or a server error; a 101 only for an upgrade, which the service grants anyone at /mqtt (CONNECT is checked). */
const wrongAnswer = ({ name, status }: { name: string; status: number | null }) =>
  status !== null && (status >= 500 || (status < 400 && !(status === 101 && name.startsWith('upgrade'))));

test('the HTTP port (and MQTT over WebSocket on it) takes the corpus and answers each with a 4xx or a close', async () => {
  const { sim } = simulator();
  const port = portOf(sim.ready.http);
  const waiting = await halfSent(port, `GET /mqtt HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nUpgr`);
  try {
    const answers = await fire(port, rawRequestCorpus(`127.0.0.1:${String(port)}`));
    const statuses = answers.map(({ name, answer }) => ({ name, status: answer.status }));
    expect(statuses.filter(wrongAnswer)).toEqual([]);
    expect(statuses.filter(({ status }) => status !== null && status >= 400).length).toBeGreaterThan(
      statuses.length / 3,
    );
    expect(exited).toBeNull();
    const stats = await fetch(new URL('/_control/stats', sim.ready.http));
    expect(stats.status).toBe(200);
  } finally {
    await waiting.close();
  }
});

test('the MQTT port takes malformed packets and HTTP, then accepts a CONNECT over TCP and over WebSocket', async () => {
  const { sim, appKey } = simulator();
  const port = portOf(sim.ready.mqtt);
  const waiting = await halfSent(port, '\u0010\u0020\u0000\u0004MQ');
  try {
    const answers = await fire(port, rawMqttCorpus(`127.0.0.1:${String(port)}`));
    // Nothing but a closed socket (or a refusing CONNACK) for bytes that are not a valid session.
    expect(answers.filter(({ answer }) => answer.status !== null)).toEqual([]);
    expect(exited).toBeNull();
    for (const url of [sim.ready.mqtt, sim.ready.mqttWs]) {
      const client = await mqtt.connectAsync(url, {
        reconnectPeriod: 0,
        clientId: randomBytes(8).toString('hex'),
        username: appKey,
        protocolVersion: 4,
      });
      expect(client.connected).toBe(true);
      await client.endAsync();
    }
  } finally {
    await waiting.close();
  }
});

test('the gRPC port takes broken HTTP/2 and HTTP/1, then serves a signed Subscribe', async () => {
  const { sim, appKey, appSecret } = simulator();
  const port = portOf(sim.ready.grpc);
  const answers = await fire(port, rawHttp2Corpus(`127.0.0.1:${String(port)}`), hasGoAway);
  // HTTP/2 refuses with GOAWAY, HTTP/1 bytes get a closed socket: never an HTTP/1 answer.
  expect(answers.filter(({ answer }) => answer.status !== null)).toEqual([]);
  expect(answers.filter(({ answer }) => hasGoAway(answer.bytes)).length).toBeGreaterThan(0);
  expect(exited).toBeNull();
  const first = await firstEvent(`127.0.0.1:${String(port)}`, appKey, appSecret);
  expect(first.eventType).toBe(EVENT_TYPE.SubscribeSuccess);
});

/** One signed Subscribe call; resolves with its first message (the subscription's acknowledgement). */
function firstEvent(address: string, appKey: string, secret: string): Promise<SubscribeResponse> {
  const client = new Client(address, credentials.createInsecure());
  const request = encodeSubscribeRequest({
    subscribeType: 1,
    timestamp: Date.now(),
    accounts: ['SIMMARGIN0PAPER000000000001'],
  });
  const metadata = new Metadata();
  const signed = signEventSubscription({
    request,
    appKey,
    secret,
    algorithm: 'HMAC-SHA256',
    now: new Date(),
    nonce: newNonce(),
  });
  for (const [name, value] of Object.entries(signed)) metadata.set(name, value);
  const call = client.makeServerStreamRequest(
    SUBSCRIBE_METHOD,
    (bytes: Uint8Array) => Buffer.from(bytes),
    (bytes: Buffer) => decodeSubscribeResponse(bytes),
    request,
    metadata,
  );
  return new Promise((resolve, reject) => {
    call.once('data', (message: SubscribeResponse) => {
      call.cancel();
      client.close();
      resolve(message);
    });
    call.once('error', (error: Error) => {
      client.close();
      reject(error);
    });
  });
}

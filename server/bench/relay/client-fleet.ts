import mqtt, { type MqttClient } from 'mqtt';
import { WebSocket } from 'ws';
import { RELAY_USERNAME } from '@contracts/session';
import { fleetCommandSchema, type FleetCommand, type FleetReport } from './fleet-protocol';
import { newHistogram, record } from './latency';

// The bench's browsers, in a child process of their own so that reading 500 sockets does not
// share an event loop (and a core) with the server being measured. Started by fleet.ts.

interface Closable {
  close(): void;
}
const clients: Closable[] = [];
let measuring = false;
let tally = freshTally();

function freshTally() {
  return {
    received: 0,
    bytes: 0,
    outOfOrder: 0,
    latency: newHistogram(),
    relayLatency: newHistogram(),
    disconnected: 0,
    sample: null as string | null,
    last: new Map<string, number>(),
  };
}

function report(message: FleetReport): void {
  process.send?.(message);
}

/** Every client's messages go through here: latency from the upstream push time in the payload. */
function onPayload(client: number, topic: string, body: Buffer): void {
  if (!measuring) return;
  const now = performance.timeOrigin + performance.now();
  const text = body.toString('utf8');
  // Two fields checked by hand: a schema per message would make the clients the bottleneck.
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || !('time' in parsed) || !('received_at' in parsed)) return;
  const { time, received_at: receivedAt } = parsed;
  if (typeof time !== 'number' || typeof receivedAt !== 'number') return;
  tally.received += 1;
  tally.bytes += body.length;
  tally.sample ??= text;
  record(tally.latency, now - time);
  record(tally.relayLatency, now - receivedAt);
  const key = `${String(client)} ${topic}`;
  if ((tally.last.get(key) ?? 0) > time) tally.outOfOrder += 1;
  tally.last.set(key, time);
}

type Wanted = Extract<FleetCommand, { cmd: 'connect' }>['clients'][number];

async function connectMqtt(index: number, url: string, wanted: Wanted): Promise<void> {
  const { headers, password, subscriptions: topics } = wanted;
  // As the SPA connects: the session's secret as the password (the relay refuses the cookie alone).
  const credentials = password === undefined ? {} : { username: RELAY_USERNAME, password };
  const client: MqttClient = await mqtt.connectAsync(url, {
    reconnectPeriod: 0,
    keepalive: 60,
    connectTimeout: 20_000,
    wsOptions: { headers },
    ...credentials,
  });
  client.on('message', (topic, body) => {
    onPayload(index, topic, body);
  });
  client.on('close', () => {
    if (measuring) tally.disconnected += 1;
  });
  await client.subscribeAsync(topics);
  clients.push({
    close: () => {
      client.end(true);
    },
  });
}

async function connectRaw(index: number, url: string, wanted: Wanted): Promise<void> {
  const { headers, subscriptions: symbols } = wanted;
  const ws = new WebSocket(url, { headers, perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.on('message', (data: Buffer) => {
    onPayload(index, '', data);
  });
  ws.on('close', () => {
    if (measuring) tally.disconnected += 1;
  });
  ws.send(JSON.stringify({ symbols }));
  clients.push({
    close: () => {
      ws.terminate();
    },
  });
}

async function connectAll(command: Extract<FleetCommand, { cmd: 'connect' }>): Promise<void> {
  let failed = 0;
  // 25 at a time: a stampede of 500 handshakes is not what is being measured.
  for (let start = 0; start < command.clients.length; start += 25) {
    const batch = command.clients.slice(start, start + 25).map((client, i) => {
      const connect = command.protocol === 'mqtt' ? connectMqtt : connectRaw;
      return connect(start + i, command.url, client).catch(() => {
        failed += 1;
      });
    });
    await Promise.all(batch);
  }
  report({ kind: 'connected', clients: clients.length, failed });
}

process.on('message', (raw: unknown) => {
  const command = fleetCommandSchema.parse(raw);
  if (command.cmd === 'connect') void connectAll(command);
  else if (command.cmd === 'start') {
    tally = freshTally();
    measuring = true;
    report({ kind: 'started' });
  } else if (command.cmd === 'stop') {
    measuring = false;
    const { received, bytes, outOfOrder, latency, relayLatency, disconnected, sample } = tally;
    report({ kind: 'stopped', received, bytes, outOfOrder, latency, relayLatency, disconnected, sample });
  } else {
    for (const client of clients.splice(0)) client.close();
    report({ kind: 'closed' });
  }
});

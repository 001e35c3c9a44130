import { TOKEN_STATUS_TOPIC, tokenStatusSchema } from '@contracts/token';
import { BUDGET_STATUS_TOPIC, budgetStatusSchema } from '@contracts/budget';
import { DIAGNOSTICS_TOPIC, diagnosticsSchema } from '@contracts/diagnostics';
import { createServer, type Server } from 'node:http';
import mqtt, { type MqttClient } from 'mqtt';
import { generate, parser as mqttParser, type Packet } from 'mqtt-packet';
import { WebSocket } from 'ws';
import {
  feedStatusSchema,
  liveDepthSchema,
  liveQuoteSchema,
  liveTicksSchema,
  parseSymbolTopic,
} from '@contracts/stream';
import { RELAY_USERNAME } from '@contracts/session';
import { WATCHLISTS_TOPIC, watchlistChangeSchema } from '@contracts/watchlist-topic';
import { ALERTS_TOPIC_PREFIX, alertsNoticeSchema } from '@contracts/alerts';
import { createHostAllowlist } from '@server/session/host-allowlist';
import { SessionStore } from '@server/session/session-store';
import { createFakeClock, type FakeClock } from '@server/upstream/testing/fake-clock';
import { createFakeFeed, type FakeFeed } from '@server/upstream/testing/fake-feed';
import { attachRelay, type Relay, type RelayOptions } from '../attach-relay';
import type { PublishEncoder } from '../encode-publish';
import type { RelayLimits } from '../relay-limits';
import type { WatchlistService } from '@server/upstream/research/watchlist-service';

/** A relay on a real loopback HTTP server with a fake feed and a fake clock, for the relay tests. */
export interface RelayKit {
  server: Server;
  relay: Relay;
  feed: FakeFeed;
  clock: FakeClock;
  sessions: SessionStore;
  url: string;
  origin: string;
  /** A `cookie` header value of a valid session. */
  cookie: string;
  /** That session's secret, the CONNECT password the SPA sends. */
  secret: string;
  /** The session's key in the store (to end it by key). */
  sessionKey: string;
  logs: string[];
  close(): Promise<void>;
}

export async function startRelay(
  options: {
    limits?: Partial<RelayLimits>;
    encode?: PublishEncoder;
    watchlists?: Pick<WatchlistService, 'onChange'>;
    budget?: RelayOptions['budget'];
    token?: RelayOptions['token'];
    diagnostics?: RelayOptions['diagnostics'];
    alerts?: RelayOptions['alerts'];
  } = {},
): Promise<RelayKit> {
  const server = createServer((_request, response) => {
    response.writeHead(404).end();
  });
  const clock = createFakeClock(1_800_000_000_000);
  const sessions = new SessionStore(clock);
  const feed = createFakeFeed(() => clock.now());
  const logs: string[] = [];
  const hosts = createHostAllowlist(server, undefined);
  const relay = attachRelay(server, {
    feed,
    sessions,
    hosts,
    allowedOrigins: [],
    clock,
    log: (line) => logs.push(line),
    ...options,
  });
  // As buildApp does: expired sessions are swept on the (fake) clock.
  const stopSweeping = sessions.startSweeping();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const close = async () => {
    stopSweeping();
    await relay.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  const session = sessions.create();
  return {
    server,
    relay,
    feed,
    clock,
    sessions,
    logs,
    close,
    url: `ws://127.0.0.1:${port}/mqtt`,
    origin: `http://127.0.0.1:${port}`,
    cookie: `dash_session=${session.id}`,
    secret: session.secret,
    sessionKey: session.key,
  };
}

/** An mqtt.js client as the SPA opens it (same origin, session cookie, the secret as password), no auto-reconnect. */
export function connectBrowser(
  kit: RelayKit,
  headers: Record<string, string> = {},
  password = kit.secret,
): Promise<MqttClient> {
  return mqtt.connectAsync(kit.url, {
    reconnectPeriod: 0,
    connectTimeout: 5_000,
    keepalive: 0,
    username: RELAY_USERNAME,
    password,
    wsOptions: { headers: { cookie: kit.cookie, origin: kit.origin, ...headers } },
  });
}

/** The HTTP status a WebSocket upgrade gets (101 when it is accepted). */
export function upgradeStatus(
  url: string,
  headers: Record<string, string>,
  protocols: string[] = ['mqtt'],
): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols, { headers });
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.terminate();
    });
    ws.on('error', reject);
  });
}

/** Collects every message a client receives, each checked against the browser contract. */
export function recordMessages(client: MqttClient): { topic: string; payload: unknown; retain: boolean }[] {
  const seen: { topic: string; payload: unknown; retain: boolean }[] = [];
  client.on('message', (topic, body, packet) => {
    seen.push({ topic, payload: parseContract(topic, body.toString('utf8')), retain: packet.retain });
  });
  return seen;
}

function parseContract(topic: string, text: string): unknown {
  const json: unknown = JSON.parse(text);
  if (topic === 'status/feed') return feedStatusSchema.parse(json);
  if (topic === WATCHLISTS_TOPIC) return watchlistChangeSchema.parse(json);
  if (topic === BUDGET_STATUS_TOPIC) return budgetStatusSchema.parse(json);
  if (topic === TOKEN_STATUS_TOPIC) return tokenStatusSchema.parse(json);
  if (topic === DIAGNOSTICS_TOPIC) return diagnosticsSchema.parse(json);
  if (topic.startsWith(`${ALERTS_TOPIC_PREFIX}/`)) return alertsNoticeSchema.parse(json);
  const kind = parseSymbolTopic(topic)?.kind;
  if (kind === 'quote') return liveQuoteSchema.parse(json);
  if (kind === 'depth') return liveDepthSchema.parse(json);
  if (kind === 'tick') return liveTicksSchema.parse(json);
  throw new Error(`a message on a topic outside the contract: ${topic}`);
}

/** Resolves once `check` holds, re-checking on every I/O turn (no timers: the clock is fake). */
export async function until(check: () => boolean, what: string, turns = 20_000): Promise<void> {
  for (let i = 0; i < turns; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function quoteOf(symbol: string, price: string, at: number) {
  return { symbol, price, trade_time: at, source: 'stream' as const, received_at: at };
}

/** A bare MQTT-over-WebSocket client (mqtt-packet on `ws`): sees every packet, and can stop reading. */
export interface RawClient {
  ws: WebSocket;
  packets: Packet[];
  send(packet: Packet): void;
  /** Waits for the next packet of this kind after the ones already seen. */
  next(cmd: Packet['cmd']): Promise<Packet>;
  closed: Promise<void>;
}

/** Opens the socket only (to `url`, the kit's by default): no CONNECT sent yet. */
export async function openRaw(kit: RelayKit, cookie = kit.cookie, url = kit.url): Promise<RawClient> {
  const ws = new WebSocket(url, ['mqtt'], { headers: { cookie, origin: kit.origin } });
  const parser = mqttParser();
  const packets: Packet[] = [];
  const waiters: { cmd: Packet['cmd']; from: number; resolve: (p: Packet) => void }[] = [];
  parser.on('packet', (packet: Packet) => {
    packets.push(packet);
    for (const waiter of [...waiters]) {
      if (waiter.cmd !== packet.cmd) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(packet);
    }
  });
  ws.on('message', (data: Buffer) => {
    parser.parse(data);
  });
  const closed = new Promise<void>((resolve) =>
    ws.once('close', () => {
      resolve();
    }),
  );
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws,
    packets,
    closed,
    send: (packet) => {
      ws.send(generate(packet));
    },
    next: (cmd) => new Promise((resolve) => waiters.push({ cmd, from: packets.length, resolve })),
  };
}

/** Sends a CONNECT (keepalive 0) with `password` and resolves with the CONNACK return code. */
export async function rawConnect(client: RawClient, password: string | undefined): Promise<number> {
  const connack = client.next('connack');
  client.send({
    cmd: 'connect',
    clientId: 'raw',
    protocolVersion: 4,
    protocolId: 'MQTT',
    keepalive: 0,
    clean: true,
    ...(password === undefined ? {} : { username: RELAY_USERNAME, password: Buffer.from(password) }),
  });
  const packet = await connack;
  return packet.cmd === 'connack' ? (packet.returnCode ?? -1) : -1;
}

/** A raw client connected with the kit's session secret. */
export async function connectRaw(kit: RelayKit): Promise<RawClient> {
  const client = await openRaw(kit);
  const code = await rawConnect(client, kit.secret);
  if (code !== 0) throw new Error(`the relay refused the CONNECT with code ${String(code)}`);
  return client;
}

/** SUBSCRIBE through a raw client; resolves with the SUBACK return codes. */
export async function rawSubscribe(client: RawClient, topics: string[], messageId = 1): Promise<number[]> {
  const suback = client.next('suback');
  client.send({ cmd: 'subscribe', messageId, subscriptions: topics.map((topic) => ({ topic, qos: 0 as const })) });
  const packet = await suback;
  return packet.cmd === 'suback' ? packet.granted.map((g) => (typeof g === 'number' ? g : -1)) : [];
}

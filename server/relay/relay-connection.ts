import { generate, parser as mqttParser, type Packet } from 'mqtt-packet';
import { WebSocket, type RawData } from 'ws';
import type { Authentication } from '../session/session-store';
import type { Clock } from '@server/shared/clock';
import { ClientOutbox, type OutboxTally } from './client-outbox';
import type { FanOut } from './fan-out';
import type { RelayLimits } from './relay-limits';
import { grantTopic, type GrantedTopic } from './topic-acl';

/** SUBACK return code for a refused subscription (MQTT 3.1.1 section 3.9.3). */
export const SUBACK_FAILURE = 0x80;
/** CONNACK return codes of MQTT 3.1.1 section 3.2.2.3. */
const CONNACK_BAD_PROTOCOL = 1;
export const CONNACK_BAD_CREDENTIALS = 4;
export const CONNACK_NOT_AUTHORIZED = 5;
/** WebSocket close code for a refused CONNECT: policy violation (RFC 6455 section 7.4.1). */
const CLOSE_POLICY = 1008;

export interface ConnectionDeps {
  socket: WebSocket;
  fanOut: FanOut;
  clock: Clock;
  limits: RelayLimits;
  tally: OutboxTally & { slowDisconnects: number };
  log: (line: string) => void;
  /**
   * The browser session that opened the socket: `authenticate` checks the CONNECT password
   * against the session's secret, `touch` says whether it still lives (and counts as activity).
   */
  session: { authenticate(password: string | undefined): Authentication; touch(): boolean };
  /** Granted topics of the socket's session over all its sockets; `add` keeps it current. */
  sessionSubscriptions: { count(): number; add(delta: number): void };
  /** Accounts whose order and account topics a browser may follow. */
  isAccount: (accountId: string) => boolean;
  /** The session's user, whose `alerts/<USER>` it may follow; null: no alerts topic. */
  user?: string | null;
  /**
   * Topics the upgrade URL named (src/contracts/relay-first-topics.ts): granted at CONNECT, as a
   * SUBSCRIBE would grant them, so their latest values follow the CONNACK at once.
   */
  firstTopics?: readonly string[];
}

/** What the relay keeps of a served socket: a way to close it (the session ended). */
export interface ConnectionHandle {
  drop(reason: string): void;
}

/**
 * Speaks MQTT 3.1.1 to one browser over an open WebSocket: CONNECT, SUBSCRIBE within the topic
 * allowlist, UNSUBSCRIBE, PINGREQ, DISCONNECT. The CONNECT must carry the session's secret as
 * its password (the cookie that opened the socket is not enough: docs/security.md); without it
 * the answer is CONNACK 4 and the socket closes. Browsers publish nothing, so a PUBLISH (or any
 * other packet a subscriber has no reason to send) closes the socket, as do an oversized packet,
 * too many subscriptions and a missed keepalive. The relay drops the socket the moment its
 * session ends; SUBSCRIBE and PINGREQ check the session too and count as its activity.
 */
export function serveConnection(deps: ConnectionDeps): ConnectionHandle {
  const { socket, fanOut, clock, limits } = deps;
  const parser = mqttParser({ protocolVersion: 4 });
  const granted = new Map<string, GrantedTopic>();
  let connected = false;
  let closed = false;
  let refused = false;
  let keepaliveSeconds = 0;
  const outbox = new ClientOutbox(socket, {
    clock,
    limits,
    tally: deps.tally,
    onOverflow: (reason) => {
      deps.tally.slowDisconnects += 1;
      drop(`slow consumer, ${reason}`);
    },
  });
  let cancelTimer = clock.setTimer(() => {
    drop(`no CONNECT within ${String(limits.connectTimeoutMs)} ms`);
  }, limits.connectTimeoutMs);

  function drop(reason: string): void {
    if (closed) return;
    deps.log(`relay: closing a browser socket: ${reason}`);
    socket.terminate();
  }

  function send(packet: Packet): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(generate(packet), { binary: true, compress: false });
  }

  function armKeepalive(seconds: number): void {
    cancelTimer();
    // The server may close after one and a half keepalive periods without a packet (3.1.2.10).
    if (seconds > 0)
      cancelTimer = clock.setTimer(() => {
        drop(`no packet within 1.5 x keepalive ${String(seconds)} s`);
      }, seconds * 1_500);
    else cancelTimer = () => undefined;
  }

  /**
   * Grants what the allowlist allows: a return code per topic, and the topics new to this socket
   * (a topic granted already is not added twice, nor its value sent again). Null when the session's
   * cap closed the socket.
   */
  function grant(topics: readonly string[]): { codes: number[]; added: GrantedTopic[] } | null {
    const codes: number[] = [];
    const added: GrantedTopic[] = [];
    for (const topic of topics) {
      const allowed = grantTopic(topic, deps.isAccount, deps.user ?? null);
      if (allowed === null) {
        codes.push(SUBACK_FAILURE);
        continue;
      }
      if (!granted.has(topic)) {
        if (deps.sessionSubscriptions.count() >= limits.maxSubscriptionsPerSession) {
          drop(`more than ${String(limits.maxSubscriptionsPerSession)} subscriptions in one session`);
          return null;
        }
        granted.set(topic, allowed);
        deps.sessionSubscriptions.add(1);
        added.push(allowed);
      }
      codes.push(0);
    }
    return { codes, added };
  }

  function subscribe(messageId: number, topics: string[]): void {
    const result = grant(topics);
    if (result === null) return;
    send({ cmd: 'suback', messageId, granted: result.codes });
    // After the SUBACK, so the first value arrives as a message on a confirmed subscription.
    for (const added of result.added) fanOut.subscribe(outbox, added);
  }

  function unsubscribe(messageId: number, topics: string[]): void {
    for (const topic of topics) {
      const grant = granted.get(topic);
      if (grant === undefined) continue;
      granted.delete(topic);
      deps.sessionSubscriptions.add(-1);
      fanOut.unsubscribe(outbox, grant);
    }
    send({ cmd: 'unsuback', messageId, granted: [] });
  }

  /** Refuses the CONNECT: the CONNACK goes out before the close (a terminate could lose it). */
  function refuse(returnCode: number, reason: string): void {
    refused = true;
    cancelTimer();
    deps.log(`relay: refused a browser socket: ${reason}`);
    send({ cmd: 'connack', returnCode, sessionPresent: false });
    socket.close(CLOSE_POLICY, 'connection refused');
  }

  function connect(packet: Extract<Packet, { cmd: 'connect' }>): void {
    if (connected) {
      drop('a second CONNECT');
      return;
    }
    const { protocolVersion, keepalive } = packet;
    if (protocolVersion !== 4 && protocolVersion !== 3) {
      send({ cmd: 'connack', returnCode: CONNACK_BAD_PROTOCOL, sessionPresent: false });
      drop(`MQTT protocol level ${String(protocolVersion)} (3.1.1 expected)`);
      return;
    }
    const verdict = deps.session.authenticate(packet.password?.toString('utf8'));
    if (verdict === 'no-session') {
      refuse(CONNACK_NOT_AUTHORIZED, 'the browser session has ended');
      return;
    }
    if (verdict === 'bad-secret') {
      refuse(CONNACK_BAD_CREDENTIALS, 'the CONNECT did not carry the session secret as its password');
      return;
    }
    connected = true;
    keepaliveSeconds = keepalive ?? 0;
    send({ cmd: 'connack', returnCode: 0, sessionPresent: false });
    // The topics the upgrade URL named, their values right behind the CONNACK; one the
    // allowlist refuses is left out, as the SUBACK the tab gets later says.
    for (const added of grant(deps.firstTopics ?? [])?.added ?? []) fanOut.subscribe(outbox, added);
  }

  function handle(packet: Packet): void {
    if (closed || refused) return;
    if (!connected && packet.cmd !== 'connect') {
      drop(`${packet.cmd} before CONNECT`);
      return;
    }
    if ((packet.cmd === 'subscribe' || packet.cmd === 'pingreq') && !deps.session.touch()) {
      drop('the browser session has ended');
      return;
    }
    if (packet.cmd === 'connect') connect(packet);
    else if (packet.cmd === 'subscribe')
      subscribe(
        packet.messageId ?? 0,
        packet.subscriptions.map((s) => s.topic),
      );
    else if (packet.cmd === 'unsubscribe') unsubscribe(packet.messageId ?? 0, packet.unsubscriptions);
    else if (packet.cmd === 'pingreq') send({ cmd: 'pingresp' });
    else if (packet.cmd === 'disconnect') socket.close(1000);
    else if (packet.cmd === 'publish') drop(`the browser published to ${packet.topic} (browsers publish nothing)`);
    else drop(`unexpected ${packet.cmd} packet`);
    armKeepalive(keepaliveSeconds);
  }

  parser.on('packet', handle);
  parser.on('error', (error: unknown) => {
    drop(`unreadable MQTT (${error instanceof Error ? error.message : String(error)})`);
  });

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (closed) return;
    if (!isBinary) {
      drop('a text frame (MQTT over WebSocket is binary)');
      return;
    }
    // A packet split over several messages waits in the parser; cap what it may hold.
    const waiting = parser.parse(toBuffer(data));
    if (waiting > limits.maxPacketBytes) drop(`a packet over ${String(limits.maxPacketBytes)} bytes`);
  });
  socket.on('error', (error) => {
    drop(`socket error (${error.message})`);
  });
  socket.on('close', () => {
    closed = true;
    cancelTimer();
    outbox.close();
    for (const grant of granted.values()) fanOut.unsubscribe(outbox, grant);
    deps.sessionSubscriptions.add(-granted.size);
    granted.clear();
  });
  return { drop };
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

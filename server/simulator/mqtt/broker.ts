import type { IConnectPacket, Packet } from 'mqtt-packet';
import { checkConnect, CONNACK, type ConnackCode } from './connect-check';
import type { PacketLink } from './packet-link';

/** One accepted MQTT connection; its client id is the session id of docs/protocol.md#streaming. */
export interface StreamConnection {
  sessionId: string;
  appKey: string;
  connectedAt: number;
  link: PacketLink;
}

export interface BrokerOptions {
  appKey: string;
  wallNow: () => number;
  /** At most 5 concurrent connections per App Key: docs/protocol.md#quotas. */
  maxConnectionsPerKey?: number;
  /** How long a link may stay silent before its CONNECT arrives. */
  connectTimeoutMs?: number;
}

/** The MQTT side of the simulator: CONNECT checks, sessions, keepalive, takeover. */
export interface StreamBroker {
  accept(link: PacketLink): void;
  connection(sessionId: string): StreamConnection | undefined;
  connections(): StreamConnection[];
  /** Called once per ended session (disconnect, drop, takeover, keepalive expiry). */
  onSessionEnd(listener: (connection: StreamConnection) => void): void;
  setRefusing(refusing: boolean): void;
  /** Closes every connection now (control surface `drop`). */
  dropAll(): void;
}

const DEFAULT_MAX_PER_KEY = 5;

export function createStreamBroker(options: BrokerOptions): StreamBroker {
  const sessions = new Map<string, StreamConnection>();
  const endListeners: ((connection: StreamConnection) => void)[] = [];
  let refusing = false;

  const end = (connection: StreamConnection) => {
    if (sessions.get(connection.sessionId) !== connection) return;
    sessions.delete(connection.sessionId);
    for (const listener of endListeners) listener(connection);
  };

  const openForKey = (appKey: string, exceptSessionId: string) =>
    [...sessions.values()].filter((c) => c.appKey === appKey && c.sessionId !== exceptSessionId).length;

  const refuse = (link: PacketLink, code: ConnackCode) => {
    link.send({ cmd: 'connack', returnCode: code, sessionPresent: false });
    link.end();
  };

  const onConnect = (link: PacketLink, packet: IConnectPacket): StreamConnection | undefined => {
    const code = checkConnect(packet, {
      appKey: options.appKey,
      refusing,
      openForKey,
      maxPerKey: options.maxConnectionsPerKey ?? DEFAULT_MAX_PER_KEY,
    });
    if (code !== CONNACK.accepted) {
      refuse(link, code);
      return undefined;
    }
    // A reused session id kicks the earlier connection; its subscriptions go with it.
    const earlier = sessions.get(packet.clientId);
    if (earlier !== undefined) {
      end(earlier);
      earlier.link.destroy();
    }
    const connection: StreamConnection = {
      sessionId: packet.clientId,
      appKey: packet.username ?? '',
      connectedAt: options.wallNow(),
      link,
    };
    sessions.set(connection.sessionId, connection);
    link.send({ cmd: 'connack', returnCode: CONNACK.accepted, sessionPresent: false });
    return connection;
  };

  const accept = (link: PacketLink) => {
    let connection: StreamConnection | undefined;
    let keepaliveSeconds = 0;
    let timer: NodeJS.Timeout | undefined = setTimeout(() => {
      link.destroy();
    }, options.connectTimeoutMs ?? 10_000);
    // MQTT 3.1.1 section 3.1.2.10: no packet within 1.5 x keepalive closes the connection.
    const armKeepalive = () => {
      clearTimeout(timer);
      timer =
        keepaliveSeconds > 0
          ? setTimeout(() => {
              link.destroy();
            }, keepaliveSeconds * 1500)
          : undefined;
    };
    link.onClose(() => {
      clearTimeout(timer);
      if (connection !== undefined) end(connection);
    });
    link.onError((error) => {
      // A CONNECT of an unknown protocol level: refuse with code 1 as MQTT 3.1.1 section 3.1.2.2 asks.
      if (connection === undefined && error.message === 'Invalid protocol version') refuse(link, CONNACK.badProtocol);
      else link.destroy();
    });
    link.onPacket((packet: Packet) => {
      if (connection === undefined) {
        // The first packet must be CONNECT (MQTT 3.1.1 section 3.1).
        if (packet.cmd !== 'connect') {
          link.destroy();
          return;
        }
        connection = onConnect(link, packet);
        keepaliveSeconds = packet.keepalive ?? 0;
        if (connection !== undefined) armKeepalive();
        return;
      }
      armKeepalive();
      handle(connection, packet);
    });
  };

  const handle = (connection: StreamConnection, packet: Packet) => {
    switch (packet.cmd) {
      case 'pingreq':
        connection.link.send({ cmd: 'pingresp' });
        return;
      case 'subscribe':
        // Pushes are driven by the HTTP subscribe call; MQTT SUBSCRIBE is refused per filter (0x80).
        connection.link.send({
          cmd: 'suback',
          messageId: packet.messageId ?? 0,
          granted: packet.subscriptions.map(() => 0x80),
        });
        return;
      case 'unsubscribe':
        connection.link.send({ cmd: 'unsuback', messageId: packet.messageId ?? 0, granted: [] });
        return;
      case 'disconnect':
        // The server closes the network connection on DISCONNECT (MQTT 3.1.1 section 3.14.4);
        // a half-close would leave it open for a client that never closes its side.
        connection.link.destroy();
        return;
      case 'connect':
        // A second CONNECT is a protocol violation (MQTT 3.1.1 section 3.1.0).
        connection.link.destroy();
        return;
      default:
        // Clients publish nothing to this service; anything else is ignored.
        return;
    }
  };

  return {
    accept,
    connection: (sessionId) => sessions.get(sessionId),
    connections: () => [...sessions.values()],
    onSessionEnd: (listener) => endListeners.push(listener),
    setRefusing: (value) => {
      refusing = value;
    },
    dropAll: () => {
      for (const connection of [...sessions.values()]) {
        end(connection);
        connection.link.destroy();
      }
    },
  };
}

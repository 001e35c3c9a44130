/** Per-browser limits and timings of the relay; every one is a parameter so tests can shrink them. */
export interface RelayLimits {
  /** Open sockets one browser session may hold (a few tabs); past it the upgrade is refused. */
  maxSocketsPerSession: number;
  /** Granted topics one browser session may hold over all its sockets; the socket that passes it is closed. */
  maxSubscriptionsPerSession: number;
  /** Largest MQTT packet (and WebSocket message) a browser may send. */
  maxPacketBytes: number;
  /** Quote and depth updates are conflated per topic, and ticks batched, within this window. */
  flushMs: number;
  /** Above this many queued bytes a socket gets only the newest pending message per topic. */
  softBufferBytes: number;
  /** Queued plus pending bytes above this close the socket. */
  hardBufferBytes: number;
  /** A socket that stays above the soft limit this long is closed. */
  hardSlowMs: number;
  /** A CONNECT must arrive this soon after the handshake. */
  connectTimeoutMs: number;
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxSocketsPerSession: 8,
  maxSubscriptionsPerSession: 2_000,
  maxPacketBytes: 64 * 1024,
  flushMs: 25,
  softBufferBytes: 256 * 1024,
  hardBufferBytes: 1024 * 1024,
  hardSlowMs: 10_000,
  connectTimeoutMs: 10_000,
};

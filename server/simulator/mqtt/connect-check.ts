import type { IConnectPacket } from 'mqtt-packet';

/**
 * CONNACK return codes the provider uses (docs/protocol.md#connect-and-connack). 0-5 are MQTT 3.1.1's; the codes
 * from 100 up are the provider's own and go on the wire as the same single byte.
 */
export const CONNACK = {
  accepted: 0,
  badProtocol: 1,
  badClientId: 2,
  emptyAppKey: 3,
  internalError: 101,
  invalidAppKey: 104,
  connectionLimit: 105,
} as const;

export type ConnackCode = (typeof CONNACK)[keyof typeof CONNACK];

/** What a CONNECT is checked against. */
export interface ConnectContext {
  appKey: string;
  /** New connections are refused with 101 (control surface `refuse`). */
  refusing: boolean;
  /** Open connections of `appKey`, not counting one this CONNECT would take over. */
  openForKey: (appKey: string, exceptSessionId: string) => number;
  maxPerKey: number;
}

/**
 * The service's CONNECT checks in its order: protocol level 4 only, a client id (the session
 * id), a user name (the App Key) that is known, then the per-key connection limit. The password
 * is not checked: the SDKs send a random value or none (docs/protocol.md#streaming, step 2).
 */
export function checkConnect(packet: IConnectPacket, context: ConnectContext): ConnackCode {
  if (packet.protocolVersion !== 4 || packet.protocolId !== 'MQTT') return CONNACK.badProtocol;
  if (context.refusing) return CONNACK.internalError;
  if (packet.clientId.trim() === '') return CONNACK.badClientId;
  const user = packet.username ?? '';
  if (user === '') return CONNACK.emptyAppKey;
  if (user !== context.appKey) return CONNACK.invalidAppKey;
  if (context.openForKey(user, packet.clientId) >= context.maxPerKey) return CONNACK.connectionLimit;
  return CONNACK.accepted;
}

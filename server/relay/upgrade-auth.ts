import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { fastifyCookie } from '@fastify/cookie';
import type { ApiError as ApiErrorBody } from '@contracts/common';
import { MISDIRECTED_MESSAGE, type HostAllowlist } from '../session/host-allowlist';
import { isAllowedOrigin } from '../session/origin-check';
import { securityHeaderLines } from '../session/security-headers';
import { SESSION_COOKIE } from '../session/session-cookie';
import { NOT_SIGNED_IN } from '../session/session-guard';
import { sessionKey, type SessionStore } from '../session/session-store';

export type UpgradeStatus = 400 | 401 | 403 | 404 | 421 | 429;

export type UpgradeVerdict =
  { ok: true; sessionKey: string } | { ok: false; status: UpgradeStatus; code: string; message: string };

export const MQTT_SUBPROTOCOL = 'mqtt';

export interface UpgradeDeps {
  sessions: SessionStore;
  hosts: HostAllowlist;
  allowedOrigins: readonly string[];
}

/**
 * Decides an upgrade to `/mqtt` before any WebSocket handshake: a Host naming this server
 * (DNS rebinding), a valid session cookie, an allowed Origin (a WebSocket is not bound by CORS,
 * so a foreign page could otherwise open one with the user's cookie) and the `mqtt`
 * subprotocol (MQTT over WebSocket, MQTT 3.1.1 section 6). The cookie alone only opens the
 * socket: the CONNECT must then carry the session's secret as its password. The session key
 * is a digest of the cookie, so per-session counters never hold the cookie itself.
 */
export function checkUpgrade(request: IncomingMessage, deps: UpgradeDeps): UpgradeVerdict {
  if (!deps.hosts.isAllowed(request.headers.host)) return refusal(421, 'MISDIRECTED_REQUEST', MISDIRECTED_MESSAGE);
  const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
  const session = cookies[SESSION_COOKIE];
  if (session === undefined || !deps.sessions.has(session)) return refusal(401, 'UNAUTHENTICATED', NOT_SIGNED_IN);
  if (!isAllowedOrigin(request.headers.origin, request.headers.host, deps.allowedOrigins)) {
    return refusal(
      403,
      'FORBIDDEN',
      'The live feed must be opened from the dashboard page itself (its Origin is not allowed).',
    );
  }
  const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  if (!offered.includes(MQTT_SUBPROTOCOL))
    return refusal(400, 'INVALID_REQUEST', `The WebSocket subprotocol must be ${MQTT_SUBPROTOCOL}.`);
  return { ok: true, sessionKey: sessionKey(session) };
}

function refusal(status: UpgradeStatus, code: string, message: string): UpgradeVerdict {
  return { ok: false, status, code, message };
}

const REASONS: Record<UpgradeStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
};

/**
 * Answers a refused upgrade with a plain HTTP response in the BFF's JSON error shape and the
 * security headers of every answer, and closes the socket: no handshake happens.
 */
export function refuseUpgrade(socket: Duplex, status: UpgradeStatus, code: string, message: string): void {
  const error: ApiErrorBody = { error: { code, message } };
  const body = JSON.stringify(error);
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${String(status)} ${REASONS[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Cache-Control: no-store\r\n${securityHeaderLines()}Content-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
    () => {
      socket.destroy();
    },
  );
}

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { fastifyCookie } from '@fastify/cookie';
import { isAllowedOrigin } from '../session/origin-check';
import { digest } from '../session/secrets';
import { SESSION_COOKIE } from '../session/session-cookie';
import type { SessionStore } from '../session/session-store';

export type UpgradeVerdict =
  | { ok: true; sessionKey: string }
  | { ok: false; status: 400 | 401 | 403; message: string };

export const MQTT_SUBPROTOCOL = 'mqtt';

/**
 * Decides an upgrade to `/mqtt` before any WebSocket handshake: a valid session cookie, an
 * allowed Origin (a WebSocket is not bound by CORS, so a foreign page could otherwise open one
 * with the user's cookie) and the `mqtt` subprotocol (MQTT over WebSocket, MQTT 3.1.1 section 6).
 * The session key is a digest of the cookie, so per-session counters never hold the cookie itself.
 */
export function checkUpgrade(request: IncomingMessage, deps: { sessions: SessionStore; allowedOrigins: readonly string[] }): UpgradeVerdict {
  const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
  const session = cookies[SESSION_COOKIE];
  if (session === undefined || !deps.sessions.isValid(session)) {
    return { ok: false, status: 401, message: 'Not signed in. Open the login link printed in the terminal by npm start.' };
  }
  if (!isAllowedOrigin(request.headers.origin, request.headers.host, deps.allowedOrigins)) {
    return { ok: false, status: 403, message: 'The live feed must be opened from the dashboard page itself (its Origin is not allowed).' };
  }
  const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  if (!offered.includes(MQTT_SUBPROTOCOL)) {
    return { ok: false, status: 400, message: `The WebSocket subprotocol must be ${MQTT_SUBPROTOCOL}.` };
  }
  return { ok: true, sessionKey: digest(session).toString('hex') };
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' };

/** Answers a refused upgrade with a plain HTTP response and closes the socket: no handshake happens. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = `${message}\n`;
  socket.end(
    `HTTP/1.1 ${String(status)} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
    () => { socket.destroy(); },
  );
}

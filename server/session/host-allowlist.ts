import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, sendApiError } from '@server/shared/api-error';

export const MISDIRECTED_MESSAGE =
  'This server does not answer to that host name. Open the dashboard at the address printed in the terminal by npm start.';

/** Whether a `Host` header names this server. */
export interface HostAllowlist {
  isAllowed(host: string | undefined): boolean;
}

/**
 * The `Host` values that name a server bound to `address`: its own address and port, the
 * loopback names a browser uses for it (`localhost`, `127.0.0.1`, `[::1]` as the binding
 * allows) and `PUBLIC_URL`'s host (the Vite dev server forwards with its own Host).
 */
export function hostsFor(address: AddressInfo, publicUrl: string | undefined): Set<string> {
  const { address: ip, port } = address;
  const names = new Set<string>(['localhost']);
  if (ip === '0.0.0.0' || ip === '::') for (const name of ['127.0.0.1', '[::1]']) names.add(name);
  else names.add(address.family === 'IPv6' ? `[${ip}]` : ip);
  const hosts = new Set<string>();
  for (const name of names) {
    hosts.add(`${name}:${String(port)}`);
    // Browsers leave out the scheme's default port.
    if (port === 80) hosts.add(name);
  }
  if (publicUrl !== undefined) hosts.add(new URL(publicUrl).host.toLowerCase());
  return hosts;
}

/**
 * Allows only Host headers naming this server, read from the address it is really bound to
 * (`PORT=0` is a free port known only once listening). A DNS-rebinding page reaches us under
 * its own host name, so refusing every other Host keeps it out (docs/security.md#host-allowlist).
 * Before the server listens nothing can reach it over the network (tests inject requests), so
 * every Host passes then.
 */
export function createHostAllowlist(server: Server, publicUrl: string | undefined): HostAllowlist {
  let allowed: Set<string> | null = null;
  const refresh = () => {
    const address = server.address();
    allowed = typeof address === 'object' && address !== null ? hostsFor(address, publicUrl) : null;
  };
  server.on('listening', refresh);
  server.on('close', refresh);
  if (server.listening) refresh();
  return {
    isAllowed: (host) => allowed === null || (host !== undefined && allowed.has(host.toLowerCase())),
  };
}

/** The allowlist of each app with a Host guard, for the answers Fastify makes before any hook. */
const allowlists = new WeakMap<FastifyInstance, HostAllowlist>();

/** Answers 421 Misdirected Request, before anything else, to a request for another host. */
export function registerHostGuard(app: FastifyInstance, hosts: HostAllowlist): void {
  allowlists.set(app, hosts);
  app.addHook('onRequest', async (request, reply) => {
    if (!hosts.isAllowed(request.headers.host)) return sendApiError(reply, misdirected());
  });
}

/**
 * The 421 for a request to another host, or null: for the answers Fastify writes before any
 * hook runs (a malformed address), which must not tell a DNS-rebinding page more than a 421
 * would. `request.server` is the app the guard was registered on.
 */
export function misdirectedRefusal(request: FastifyRequest): ApiError | null {
  const hosts = allowlists.get(request.server);
  return hosts === undefined || hosts.isAllowed(request.headers.host) ? null : misdirected();
}

function misdirected(): ApiError {
  return new ApiError(421, 'MISDIRECTED_REQUEST', MISDIRECTED_MESSAGE);
}

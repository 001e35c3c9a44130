import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './session-guard';

/**
 * lightweight-charts draws its attribution logo with one fixed `<style>` element; its hash lets
 * exactly that rule in while every other inline style stays refused (the test computes it from
 * the installed library, so an upgrade that changes the rule fails there, not in a browser).
 */
export const CHART_LOGO_STYLE_HASH = "'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='";

type Directives = Record<string, string[]>;

/**
 * The page's Content Security Policy: everything from the BFF's own origin and nothing inline.
 * The built SPA is module scripts and one stylesheet; the live feed is a WebSocket to the same
 * host (`'self'` covers ws: there); `frame-ancestors 'none'` keeps other pages from framing it.
 * `extraStyles` adds hashes for a page with its own `<style>` (the login pages).
 */
export function cspDirectives(extraStyles: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", CHART_LOGO_STYLE_HASH, ...extraStyles],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The headers helmet sets with the options below, written out for the answers no hook sees:
 * Fastify's refusals of a malformed address (`frameworkErrors`), Node's parser refusals and the
 * relay's refused upgrades, which are written straight to the socket. A test compares them with
 * what helmet sets on an ordinary answer, so the two cannot drift apart.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(cspDirectives())
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** `SECURITY_HEADERS` as raw HTTP header lines, each ending in CRLF, for an answer written to a socket. */
export function securityHeaderLines(): string {
  return Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}

/**
 * Security headers on every response (docs/security.md#headers): the CSP above, X-Frame-Options
 * DENY for browsers without frame-ancestors, nosniff, no Referer anywhere, and `no-store` on
 * every `/api` answer, errors included, so no account data is left in a cache. No HSTS: the BFF
 * speaks plain HTTP on loopback, where the header is ignored, and pinning HTTPS on `localhost`
 * would break every other local server.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request)) void reply.header('cache-control', 'no-store');
    return payload;
  });
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_SECRET_FRAGMENT_KEY, SESSION_SECRET_HEADER } from '@contracts/session';
import { SESSION_COOKIE } from '../session-cookie';

/** A signed-in browser as tests hold it: the cookie header, the page's secret, and both as request headers. */
export interface SignedIn {
  cookie: string;
  secret: string;
  headers: Record<string, string>;
}

/** The secret the login redirect hands to the page in its fragment (`/#secret=...`); '' when absent. */
export function secretFromLocation(location: string | null | undefined): string {
  const hash = new URL(location ?? '/', 'http://dashboard.invalid').hash.slice(1);
  return new URLSearchParams(hash).get(SESSION_SECRET_FRAGMENT_KEY) ?? '';
}

export function signedIn(cookieValue: string, secret: string): SignedIn {
  const cookie = `${SESSION_COOKIE}=${cookieValue}`;
  return { cookie, secret, headers: { cookie, [SESSION_SECRET_HEADER]: secret } };
}

/**
 * Follows a login link through `app.inject()` as a browser would: cookie from Set-Cookie, secret
 * from the redirect. A listening app only answers to its own Host, so the request names it.
 */
export async function logInWith(app: FastifyInstance, token: string): Promise<SignedIn> {
  const address = app.server.address();
  const headers = typeof address === 'object' && address !== null ? { host: `localhost:${String(address.port)}` } : {};
  const response = await app.inject({ url: `/login?token=${encodeURIComponent(token)}`, headers });
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (cookie === undefined)
    throw new Error(`login with ${token} did not set a session cookie (HTTP ${String(response.statusCode)})`);
  const location = response.headers.location;
  return signedIn(cookie.value, secretFromLocation(typeof location === 'string' ? location : undefined));
}

type BrowserMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Requests as the signed-in page sends them: its cookie and secret, same-origin Origin and the
 * dashboard's request header on writes, JSON bodies.
 */
export function browserRequests(
  app: FastifyInstance,
  session: SignedIn,
): (method: BrowserMethod, url: string, body?: unknown) => Promise<LightMyRequestResponse> {
  return (method, url, body) =>
    app.inject({
      method,
      url,
      headers: {
        ...session.headers,
        host: 'dash.test',
        origin: 'http://dash.test',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
}

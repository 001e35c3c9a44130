import { z } from 'zod';

/** `GET /api/session`: who the browser is talking to. 401 when not logged in. */
export const sessionInfoSchema = z.object({
  mode: z.enum(['paper', 'live']),
  /** Region preset or `custom` (explicit hosts); `simulator` in paper mode. */
  region: z.string(),
  pathGeneration: z.enum(['v2', 'v3']),
  /**
   * Whose saved state and alerts this session reads and writes: one user per BFF, the holder of its
   * broker key (a digest of the key, never the key). The tab's alerts topic is `alerts/<user>`.
   */
  user: z.string().min(1),
  /**
   * This browser session's lifetime (docs/security.md#lifetimes): it ends at `ends_at` (ms) at
   * the latest, or sooner after `idle_timeout_ms` without activity.
   */
  lifetime: z.object({ ends_at: z.number().int(), idle_timeout_ms: z.number().int() }).optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Header every state-changing browser request carries (a CSRF guard besides Origin). */
export const CSRF_HEADER = 'x-dashboard-request';
export const CSRF_HEADER_VALUE = '1';

/**
 * The per-session secret that binds a request to the page that logged in: the cookie alone
 * is not enough, since cookies are shared by every port of 127.0.0.1. Sent as this header on
 * every `/api` call and as the MQTT password on `/mqtt`: docs/security.md.
 */
export const SESSION_SECRET_HEADER = 'x-dashboard-secret';

/** The login redirect hands the secret over in the URL fragment (`/#secret=...`), which no request carries. */
export const SESSION_SECRET_FRAGMENT_KEY = 'secret';

/** MQTT needs a user name whenever a password is sent; the relay ignores its value. */
export const RELAY_USERNAME = 'dashboard';

/** 256 random bits, base64url: the shape the BFF issues, checked before it is stored or sent. */
export const sessionSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a session secret');

import { z } from 'zod';

/** `GET /api/session`: who the browser is talking to. 401 when not logged in. */
export const sessionInfoSchema = z.object({
  mode: z.enum(['paper', 'live']),
  /** Region preset or `custom` (explicit hosts); `simulator` in paper mode. */
  region: z.string(),
  pathGeneration: z.enum(['v2', 'v3']),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Header every state-changing browser request carries (a CSRF guard besides Origin). */
export const CSRF_HEADER = 'x-dashboard-request';
export const CSRF_HEADER_VALUE = '1';

import { z } from 'zod';

// Plaintext carries the app key's signed metadata and every order event in clear: only to this
// machine (the simulator, or a local proxy that adds TLS).
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * BROKER_EVENTS_URL: the trade-event stream, `grpcs://host:port` (TLS; the port defaults to 443)
 * or `grpc://host:port` to a loopback host only (docs/protocol.md#hosts). Blank = unset; the
 * value comes out with its port spelt out.
 */
export const eventsUrlSpec = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .pipe(
    z
      .string()
      .transform((value, ctx) => {
        const url = URL.canParse(value) ? new URL(value) : null;
        const shaped =
          url !== null &&
          (url.protocol === 'grpcs:' || url.protocol === 'grpc:') &&
          url.hostname !== '' &&
          url.username === '' &&
          (url.pathname === '' || url.pathname === '/') &&
          url.search === '' &&
          url.hash === '';
        if (!shaped) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be grpcs://host:port, e.g. grpcs://events-api.webull.com:443',
          });
          return z.NEVER;
        }
        const host = url.hostname.toLowerCase();
        if (url.protocol === 'grpc:' && !LOOPBACK_HOSTS.has(host)) {
          ctx.addIssue({
            code: 'custom',
            message: `grpc:// (no TLS) is allowed only to 127.0.0.1, localhost or ::1; use grpcs://${host}:443`,
          });
          return z.NEVER;
        }
        if (url.protocol === 'grpc:' && url.port === '') {
          ctx.addIssue({ code: 'custom', message: 'grpc:// needs a port, e.g. grpc://127.0.0.1:9002' });
          return z.NEVER;
        }
        return `${url.protocol}//${host}:${url.port === '' ? '443' : url.port}`;
      })
      .optional(),
  );

import { z } from 'zod';
import type { TransportResponse } from './transport';
import { UpstreamHttpError } from './upstream-errors';

// `{"error_code","message"}` from the API, `{"error_msg"}` from the gateway: docs/protocol.md#errors.
const errorBodySchema = z.object({
  error_code: z.string().optional(),
  message: z.string().optional(),
  error_msg: z.string().optional(),
});

/** Turns a non-2xx upstream response into a typed error. */
export function toUpstreamHttpError(response: TransportResponse, nowMs: number): UpstreamHttpError {
  const parsed = errorBodySchema.safeParse(parseJson(response.body));
  const body = parsed.success ? parsed.data : {};
  const code = body.error_code ?? (response.status === 404 ? 'ROUTE_NOT_FOUND' : 'UNKNOWN_ERROR');
  const message = body.message ?? body.error_msg ?? response.body.slice(0, 200);
  return new UpstreamHttpError(
    response.status,
    code,
    message,
    response.header('x-request-id'),
    parseRetryAfter(response.header('retry-after'), nowMs),
  );
}

// A freeze longer than this is a broken header, not advice: it would stop the group until restart.
const MAX_RETRY_AFTER_SECONDS = 600;

/**
 * `Retry-After` as seconds (delta-seconds or an HTTP date: RFC 9110 10.2.3); null when absent or
 * unreadable, so the caller falls back to its own freeze. Capped at MAX_RETRY_AFTER_SECONDS.
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Math.min(MAX_RETRY_AFTER_SECONDS, Number(text));
  // Every HTTP date form starts with the day name; Date.parse alone reads "1.5" or "-1" as dates.
  if (!/^[A-Za-z]{3}/.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, Math.ceil((at - nowMs) / 1000)));
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

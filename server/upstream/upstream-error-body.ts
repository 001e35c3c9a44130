import { z } from 'zod';
import type { TransportResponse } from './transport';
import { UpstreamHttpError } from './upstream-errors';

// `{"error_code","message"}` from the API, `{"error_msg"}` from the gateway: api-reference 8.1.
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
  return new UpstreamHttpError(response.status, code, message, response.header('x-request-id'), parseRetryAfter(response.header('retry-after'), nowMs));
}

/** `Retry-After` as seconds (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

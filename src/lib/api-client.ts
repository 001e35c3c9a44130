import type { z } from 'zod';
import { apiErrorSchema } from '../contracts/common';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_SECRET_HEADER } from '../contracts/session';
import { ApiError, kindForStatus, rateLimitMessage } from './api-error';
import { readSessionSecret } from './session-secret';

/** Query parameters; `undefined` values are left out of the URL. */
export type QueryParams = Record<string, string | number | undefined>;

/** Builds a same-origin URL such as `/api/bars?symbol=AAPL&count=300`. */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number.parseInt(header, 10);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Turns a failed response into an ApiError whose message a person can act on. */
export async function toApiError(response: Response): Promise<ApiError> {
  const status = response.status;
  const parsed = apiErrorSchema.safeParse(await readJson(response));
  const body = parsed.success ? parsed.data.error : undefined;
  const code = body?.code ?? `HTTP_${status}`;
  // Before the rate-limit reading of 503: the screen says what to do from status/token, and the
  // BFF's words say it too (docs/architecture.md#the-second-factor-token).
  if (code === 'TOKEN_REQUIRED') {
    const message = body?.message ?? 'Approve the sign-in in your broker app.';
    return new ApiError('sign-in-pending', message, status, code);
  }
  const kind = kindForStatus(status);
  if (kind === 'not-signed-in') {
    return new ApiError(kind, 'You are not signed in. Open the login link printed by npm start.', status, code);
  }
  if (kind === 'rate-limited') {
    const retryAfter = body?.retryAfterSeconds ?? parseRetryAfter(response.headers.get('retry-after')) ?? 5;
    return new ApiError(kind, rateLimitMessage(retryAfter), status, code, retryAfter);
  }
  if (kind === 'upstream') {
    const detail = body?.message ?? 'no answer';
    return new ApiError(kind, `The broker did not answer properly (${detail}). Try again in a moment.`, status, code);
  }
  // 400 and 404 messages from the BFF already name the parameter or symbol at fault.
  const message = body?.message ?? `The server answered with an error (HTTP ${status}).`;
  return new ApiError(kind, message, status, code);
}

/**
 * Every call carries the session's secret besides the cookie (the cookie alone is refused:
 * docs/security.md#per-session-secret). The page's Referrer-Policy is no-referrer, under which
 * the Fetch standard lets a same-origin POST or DELETE say `Origin: null` (Chromium sends the
 * origin anyway), which the BFF's Origin check would refuse; these calls go only to our own
 * origin, so they may say where they come from.
 */
async function send(
  url: string,
  init: Omit<RequestInit, 'headers'>,
  own: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const secret = readSessionSecret();
  const headers = secret === null ? own : { ...own, [SESSION_SECRET_HEADER]: secret };
  try {
    return await fetch(url, {
      ...init,
      headers,
      credentials: 'same-origin',
      referrerPolicy: 'same-origin',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted === true) throw cause;
    throw new ApiError('network', 'Cannot reach the dashboard server. Is it still running?', 0, 'NETWORK');
  }
}

async function parseAnswer<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  // 204 No Content: the schema says whether "nothing" is the expected answer.
  const parsed = schema.safeParse(response.status === 204 ? undefined : await readJson(response));
  if (!parsed.success) {
    throw new ApiError(
      'invalid-response',
      'The server sent data this page does not understand. Reload the page; if it persists, the server and page versions differ.',
      response.status,
      'INVALID_RESPONSE',
    );
  }
  return parsed.data;
}

/**
 * GETs a BFF route on the same origin and parses the answer with its contract schema.
 * Every failure becomes an {@link ApiError}; nothing unparsed reaches the UI.
 */
export async function apiGet<T>(
  path: string,
  params: QueryParams,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await send(buildUrl(path, params), {}, { accept: 'application/json' }, signal);
  return parseAnswer(response, schema);
}

export type SendMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Sends a state-changing request (JSON body, same origin) with the CSRF header the BFF's
 * session guard requires, and parses the answer like {@link apiGet}. A 204 answer is parsed
 * as `undefined`, so pass `z.undefined()` for routes that answer with no body.
 */
export async function apiSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const init: Omit<RequestInit, 'headers'> = { method };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return parseAnswer(await send(path, init, headers, signal), schema);
}

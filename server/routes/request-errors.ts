import { ApiError } from '@server/shared/api-error';
import { DEFAULT_BODY_LIMIT_BYTES, sizeInWords } from './body-limits';

type Refusal = readonly [status: number, code: string, message: string];

/**
 * Requests Fastify refuses before a route runs, keyed by Fastify's error code, each with a
 * message saying what to change. A body over its route's limit (`body-limits.ts`) is answered
 * with that limit in words, below.
 */
const FASTIFY_REFUSALS: Readonly<Record<string, Refusal>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The body must be JSON, sent with Content-Type: application/json.',
  ],
  FST_ERR_CTP_INVALID_JSON_BODY: [
    400,
    'MALFORMED_JSON',
    'The body is not valid JSON, or it uses a key that is refused (__proto__ or constructor.prototype).',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON', 'The body is empty although its Content-Type says JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'BAD_REQUEST',
    'The body is not as long as its Content-Length header says.',
  ],
  FST_ERR_BAD_URL: [400, 'BAD_REQUEST', 'The address has a broken %-escape.'],
  FST_ERR_MAX_PARAM_LENGTH: [
    414,
    'URI_TOO_LONG',
    'A part of the address is too long: at most 100 characters between two slashes.',
  ],
};

/**
 * Maps a request Fastify could not read (it carries a 4xx `statusCode`) to the one error shape;
 * null for anything else. Fastify's own messages name its internals, so none is passed on.
 * `bodyLimit` is the route's, for the words of a 413.
 */
export function toRequestError(error: unknown, bodyLimit = DEFAULT_BODY_LIMIT_BYTES): ApiError | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const { statusCode } = error;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new ApiError(413, 'BODY_TOO_LARGE', `The body is too large: at most ${sizeInWords(bodyLimit)}.`);
  const refusal = FASTIFY_REFUSALS[code];
  if (refusal === undefined) return new ApiError(statusCode, 'BAD_REQUEST', 'The request could not be read.');
  return new ApiError(...refusal);
}

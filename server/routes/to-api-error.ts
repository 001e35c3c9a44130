import {
  UnknownSymbolError,
  UpstreamBusyError,
  UpstreamCallDroppedError,
  UpstreamHttpError,
  UpstreamTransportError,
} from '../upstream/client/upstream-errors';
import { AccessTokenRequiredError, AccessTokenUnknownError } from '../upstream/client/access-token-source';
import { isTokenRefusal } from '../upstream/client/http-client';
import { OrderRefusal } from '../upstream/trading/order-refusal';
import { ApiError } from '@server/shared/api-error';
import { toRequestError } from './request-errors';

/**
 * Maps anything a route throws to what the browser may see. Upstream details become a short
 * human message; anything unexpected becomes a generic 500 (details go to the log only).
 * `bodyLimit` is the route's, for the words of a 413.
 */
export function toApiError(error: unknown, bodyLimit?: number): ApiError {
  if (error instanceof ApiError) return error;
  // A refused order, replace or cancel: its status and words were chosen where it was refused.
  if (error instanceof OrderRefusal)
    return new ApiError(error.httpStatus, error.code, error.message, error.retryAfterSeconds);
  if (error instanceof UnknownSymbolError) return new ApiError(404, 'UNKNOWN_SYMBOL', error.message);
  // The browser left before the call was sent (scheduler.ts): nobody reads this answer.
  if (error instanceof UpstreamCallDroppedError) return new ApiError(503, 'CALL_DROPPED', error.message);
  if (error instanceof UpstreamBusyError)
    return new ApiError(503, 'RATE_LIMITED', error.message, error.retryAfterSeconds);
  if (error instanceof AccessTokenRequiredError || (error instanceof UpstreamHttpError && isTokenRefusal(error)))
    return tokenRequired();
  if (error instanceof AccessTokenUnknownError)
    return new ApiError(
      502,
      'TOKEN_UNKNOWN',
      'whether this app key needs a second-factor sign-in is not known yet, as the broker could not be asked; nothing was sent, and the dashboard asks again by itself',
    );
  if (error instanceof UpstreamHttpError) return fromUpstreamStatus(error);
  if (error instanceof UpstreamTransportError) {
    return new ApiError(
      502,
      'UPSTREAM_UNAVAILABLE',
      'The broker could not be reached or sent an unreadable answer. Try again in a moment.',
    );
  }
  return (
    toRequestError(error, bodyLimit) ??
    new ApiError(
      500,
      'INTERNAL',
      'Something went wrong in the dashboard server. Try again; if it keeps happening, check its terminal.',
    )
  );
}

/**
 * The provider wants a second-factor token the trader has not approved: never a raw 401 (which the
 * browser reads as "signed out"); the screen tells what to do from `status/token`.
 */
function tokenRequired(): ApiError {
  return new ApiError(
    503,
    'TOKEN_REQUIRED',
    'Approve the sign-in in your broker app: the broker is waiting for it, and the dashboard continues once you do.',
  );
}

function fromUpstreamStatus(error: UpstreamHttpError): ApiError {
  const reference = error.requestId === null ? '' : ` (broker request ${error.requestId})`;
  if (error.status === 429) {
    return new ApiError(
      503,
      'RATE_LIMITED',
      'The broker asked us to slow down; try again shortly.',
      error.retryAfterSeconds ?? 5,
    );
  }
  if (error.status === 401 || error.status === 403) {
    return new ApiError(
      502,
      'UPSTREAM_REJECTED',
      `The broker refused the request: ${error.errorCode}${reference}. Check the app key, secret and region.`,
    );
  }
  if (error.errorCode === 'INVALID_SYMBOL')
    return new ApiError(404, 'UNKNOWN_SYMBOL', `Unknown symbol: ${error.upstreamMessage}`);
  return new ApiError(502, 'UPSTREAM_ERROR', `The broker answered ${error.status} ${error.errorCode}${reference}.`);
}

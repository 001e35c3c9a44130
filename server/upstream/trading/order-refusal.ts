import { AccessTokenRequiredError, AccessTokenUnknownError } from '../client/access-token-source';
import { isTokenRefusal } from '../client/http-client';
import { UpstreamBusyError, UpstreamHttpError } from '../client/upstream-errors';

/** The broker (or the BFF's own rate budget) said no: nothing was placed or changed. */
export class OrderRefusal extends Error {
  constructor(
    /** The status the browser gets: 400 for the form, 403 for the account, 409 for the rules, 429 for the pace, 503 for a sign-in awaited. */
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'OrderRefusal';
  }
}

/**
 * A definite "no" from upstream (docs/decisions/0063-order-refusals-400-form-417-rules-failed-account.md),
 * in words, or null when the error says nothing about whether the broker acted (a lost answer).
 */
export function toOrderRefusal(error: unknown, action: string): OrderRefusal | null {
  if (error instanceof UpstreamBusyError)
    return new OrderRefusal(
      429,
      'ORDER_RATE_LIMITED',
      `Too many order requests just now; nothing was ${action}. Try again in ${String(error.retryAfterSeconds)} s.`,
      error.retryAfterSeconds,
    );
  // Never sent, or refused before anything was done: a definite no (docs/architecture.md#the-second-factor-token).
  if (error instanceof AccessTokenRequiredError || (error instanceof UpstreamHttpError && isTokenRefusal(error)))
    return new OrderRefusal(
      503,
      'TOKEN_REQUIRED',
      `Nothing was ${action}: approve the sign-in in your broker app, then try again.`,
    );
  if (error instanceof AccessTokenUnknownError)
    return new OrderRefusal(
      502,
      'TOKEN_UNKNOWN',
      `Nothing was ${action}: the broker could not be asked whether this app key needs a second-factor sign-in. Try again in a moment.`,
    );
  if (!(error instanceof UpstreamHttpError)) return null;
  const said = error.upstreamMessage.trim() === '' ? error.errorCode : error.upstreamMessage;
  if (error.status === 429)
    return new OrderRefusal(
      429,
      'ORDER_RATE_LIMITED',
      `The broker is limiting order requests; nothing was ${action}. Try again in ${String(error.retryAfterSeconds ?? 5)} s.`,
      error.retryAfterSeconds ?? 5,
    );
  if (error.status === 400) return new OrderRefusal(400, 'ORDER_INVALID', `The broker refused the order: ${said}`);
  if (error.status === 401 || error.status === 403)
    return new OrderRefusal(403, 'ORDER_NOT_ALLOWED', `The broker did not allow this: ${said}`);
  if (error.status === 404 || error.status === 417)
    return new OrderRefusal(409, 'ORDER_REFUSED', `The broker refused the order: ${said}`);
  // 5xx: the broker may or may not have acted.
  return null;
}

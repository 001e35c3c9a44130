import { UpstreamHttpError } from '../upstream/client/upstream-errors';
import { ApiError } from '@server/shared/api-error';

/**
 * A request the provider refused for its content (400 parameter errors, 417 business rules such
 * as a duplicate watchlist name) reaches the user with the provider's own message, so they see
 * what to change. Anything else is left to the common error policy.
 */
export async function withBrokerRefusal<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof UpstreamHttpError &&
      (error.status === 400 || error.status === 417) &&
      error.errorCode !== 'INVALID_SYMBOL'
    ) {
      throw new ApiError(
        error.status === 400 ? 400 : 409,
        'BROKER_REFUSED',
        error.upstreamMessage || `The broker refused the request (${error.errorCode}).`,
      );
    }
    throw error;
  }
}

import { OrderRefusal } from '../upstream/trading/order-refusal';
import { ApiError } from './api-error';

/** Runs an order call; a refusal reaches the browser with its status and words. */
export async function withOrderRefusal<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof OrderRefusal)
      throw new ApiError(error.httpStatus, error.code, error.message, error.retryAfterSeconds);
    throw error;
  }
}

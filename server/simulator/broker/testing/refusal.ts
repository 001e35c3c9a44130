import { ApiError } from '@server/simulator/http/api-error';

/** The broker's refusal of `run`, for a test to read its code and words; fails when it was not refused. */
export async function refusal(run: () => Promise<unknown>): Promise<ApiError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '@server/shared/api-error';

const MAX_DETAIL = 300;

/**
 * Logs a failed request by what it means. A bug (our generic 500, or an answer that broke its
 * contract) is an error with its stack and cause. An expected refusal (any 4xx, the budget's 503,
 * the broker's 429, a broker that is down or refuses) is the system working: one line, no stack,
 * at `warn` for 5xx and `info` for 4xx, so the bugs stay visible among them.
 */
export function logFailure(log: FastifyBaseLogger, what: string, error: unknown, apiError: ApiError): void {
  if (isBug(error, apiError)) {
    log.error({ err: error }, `${what} failed`);
    return;
  }
  const line = `${what}: ${String(apiError.status)} ${apiError.code}${detail(error)}`;
  if (apiError.status >= 500) log.warn(line);
  else log.info(line);
}

function isBug(error: unknown, apiError: ApiError): boolean {
  if (apiError.code === 'INTERNAL') return true;
  // checkOutput's contract mismatch keeps the zod issues as its cause.
  return apiError.status >= 500 && error instanceof ApiError && error.cause !== undefined;
}

/** The inside story of a refusal (an upstream's message, say), squeezed onto the same line. */
function detail(error: unknown): string {
  if (!(error instanceof Error)) return '';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const text = `${error.message}${cause}`.replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  return ` (${text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}...` : text})`;
}

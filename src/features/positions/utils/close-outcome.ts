import type { OrderStatus } from '@contracts/orders';
import { ApiError } from '@src/lib/api-error';

const STATUS_WORDS: Partial<Record<OrderStatus, string>> = {
  CHECKING: 'checking…',
  FILLED: 'filled',
  FAILED: 'refused',
  NOT_PLACED: 'not placed',
  CANCELLED: 'cancelled',
};

/** `"Sent: Sell 10 AAPL at market, working"` */
export function sentWords(what: string, status: OrderStatus): string {
  return `Sent: ${what}, ${STATUS_WORDS[status] ?? 'working'}`;
}

/**
 * Whether a failed place may still have reached the broker: the BFF was not reached, did not
 * answer, or failed itself. A refusal of the request (4xx, the rate limit) placed nothing.
 */
export function mayHavePlaced(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.kind === 'network' ||
    error.kind === 'server' ||
    error.kind === 'upstream' ||
    error.kind === 'invalid-response'
  );
}

export function failureWords(error: Error): string {
  return mayHavePlaced(error)
    ? `The close may have reached the broker: ${error.message} Check the Orders tab; Close again sends the same order id, which cannot trade twice.`
    : `Not closed: ${error.message}`;
}

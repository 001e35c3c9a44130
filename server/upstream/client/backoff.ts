/** Retry policy of a GET; the SDK defaults of docs/protocol.md#retries. */
export interface RetryPolicy {
  maxRetries: number;
  /** Cap on one pause. */
  maxDelayMs: number;
}

export const SDK_RETRY_POLICY: RetryPolicy = { maxRetries: 3, maxDelayMs: 20_000 };

/**
 * Pause before retry number `retry` (0-based): the SDK's `min(20000, 100 << retry)` ms with
 * "equal jitter" (half fixed, half random) so BFFs that failed together do not retry together.
 * `random` returns a number in [0, 1).
 */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, 100 * 2 ** retry);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** Statuses worth another try: docs/protocol.md#errors (the SDKs' retryable set). */
export function isRetryableStatus(status: number): boolean {
  return status === 500 || status === 502 || status === 503 || status === 504;
}

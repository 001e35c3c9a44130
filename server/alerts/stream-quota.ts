import { ApiError } from '@server/shared/api-error';

/** How many symbols the stream may carry, and why that many, in words. */
export interface StreamQuota {
  limit: number;
  /** "the simulator's stream takes 1200 symbol and data-kind pairs" or the setting that says it. */
  source: string;
}

/**
 * Refuses an alert whose symbol would take the stream past its quota: a symbol already carried
 * (for a chart, a list or another alert) costs nothing more (docs/alerts.md#subscriptions-and-the-quota).
 */
export function checkStreamQuota(symbol: string, carried: ReadonlySet<string>, quota: StreamQuota): void {
  if (carried.has(symbol) || carried.size + 1 <= quota.limit) return;
  throw new ApiError(
    409,
    'STREAM_QUOTA',
    `No alert on ${symbol}: the stream already carries ${String(carried.size)} symbols, as many as it may ` +
      `(${quota.source}). Delete the alerts of a symbol you no longer need, or close charts and lists of other symbols, and try again.`,
  );
}

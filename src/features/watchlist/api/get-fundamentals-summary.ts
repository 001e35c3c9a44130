import { useQuery } from '@tanstack/react-query';
import type { FundamentalsSummary } from '@contracts/fundamentals';
import { apiGet } from '@src/lib/api-client';

/** The route takes at most 50 symbols per call. */
const SUMMARY_BATCH = 50;

export async function getFundamentalsSummary(
  symbols: readonly string[],
  signal?: AbortSignal,
): Promise<FundamentalsSummary> {
  // The fundamentals contracts come in a chunk shared with the fundamentals panel: the first
  // screen needs none of them unless such a column is shown.
  const { fundamentalsSummarySchema } = await import('@contracts/fundamentals');
  const batches: string[][] = [];
  for (let start = 0; start < symbols.length; start += SUMMARY_BATCH)
    batches.push(symbols.slice(start, start + SUMMARY_BATCH));
  const answers = await Promise.all(
    batches.map((batch) =>
      apiGet('/api/fundamentals-summary', { symbols: batch.join(',') }, fundamentalsSummarySchema, signal),
    ),
  );
  return answers.flat();
}

/** Dividend yield, next earnings and target price: asked only while such a column is shown. */
export function useFundamentalsSummary(symbols: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: ['fundamentals-summary', [...symbols].sort().join(',')],
    queryFn: ({ signal }) => getFundamentalsSummary(symbols, signal),
    enabled: enabled && symbols.length > 0,
    // These figures change a few times a year; the BFF caches them for hours too.
    staleTime: 60 * 60_000,
    placeholderData: (previous) => previous,
  });
}

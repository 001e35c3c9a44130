import { overlayLiveQuote, present } from '@contracts/live-over-snapshot';
import type { LiveDepth, LiveQuote } from '@contracts/stream';
import { tradingSessionAt } from '@src/lib/eastern-time';
import type { QuoteSnapshot } from '../api/get-snapshot';

const isRegularSession = (ms: number) => tradingSessionAt(ms) === 'regular';

/**
 * The REST snapshot with the streamed values laid over it when they are newer: the quote (price
 * and session figures, as the BFF lays them over too: @contracts/live-over-snapshot) and the top
 * of the book (upstream `Quote`).
 */
export function mergeLiveQuote(
  snapshot: QuoteSnapshot,
  live: LiveQuote | undefined,
  depth: LiveDepth | undefined,
): QuoteSnapshot {
  const merged = overlayLiveQuote(snapshot, live, isRegularSession);
  const bid = depth?.bids[0];
  const ask = depth?.asks[0];
  if (depth === undefined || depth.received_at < snapshot.received_at) return merged;
  return { ...merged, ...present({ bid: bid?.price, bid_size: bid?.size, ask: ask?.price, ask_size: ask?.size }) };
}

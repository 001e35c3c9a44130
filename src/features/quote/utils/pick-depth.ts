import type { Depth } from '@contracts/market-data';
import type { LiveDepth } from '@contracts/stream';

export type Ladder = { time: number; bids: Depth['bids']; asks: Depth['asks']; receivedAt: number | undefined };

/** The streamed book when it is at least as new as the fetched one, else the fetched one. */
export function pickDepth(fetched: Depth | undefined, live: LiveDepth | undefined): Ladder | undefined {
  if (live !== undefined && (fetched === undefined || live.time >= fetched.quote_time)) {
    return { time: live.time, bids: live.bids, asks: live.asks, receivedAt: live.received_at };
  }
  return fetched === undefined
    ? undefined
    : { time: fetched.quote_time, bids: fetched.bids, asks: fetched.asks, receivedAt: undefined };
}

import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import type { UpstreamBar } from './upstream-schemas';

/**
 * The most bars one call may ask for: 1200; M1 up to 1650 on generation 3, as its pages say, and
 * 1200 on generation 2, as the SDKs document it (docs/protocol.md#market-data).
 */
export function maxBarsPerCall(timespan: Timespan, generation: 'v2' | 'v3'): number {
  return timespan === 'M1' && generation === 'v3' ? 1650 : 1200;
}

/**
 * The sessions an intraday call asks for: the chart draws pre-market, regular, after-hours and
 * overnight bars, and the provider answers regular hours only when none are named
 * (docs/protocol.md#market-data). Daily and longer bars take no sessions.
 */
export function tradingSessionsFor(timespan: Timespan): string | undefined {
  return /^M\d+$/.test(timespan) ? 'PRE,RTH,ATH,OVN' : undefined;
}

/** The provider's bars (newest first) as the BFF's, oldest first. */
export function toOldestFirst(bars: readonly UpstreamBar[]): Bar[] {
  return bars
    .map((b) => ({ time: b.time, open: b.open, high: b.high, low: b.low, close: b.close, volume: b.volume }))
    .sort((a, b) => a.time - b.time);
}

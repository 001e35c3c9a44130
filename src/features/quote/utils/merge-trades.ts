import type { Tick } from '@contracts/market-data';

const keyOf = (tick: Tick) => `${tick.time}|${tick.price}|${tick.volume}|${tick.side}`;

/**
 * Newest-first trades for the time-and-sales list: the streamed ones (oldest first) over the
 * REST answer (newest first), a trade present in both shown once, at most `max`.
 */
export function mergeTrades(streamed: readonly Tick[], fetched: readonly Tick[], max: number): Tick[] {
  const seen = new Set<string>();
  const out: Tick[] = [];
  for (const tick of [...[...streamed].reverse(), ...fetched].sort((a, b) => b.time - a.time)) {
    const key = keyOf(tick);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tick);
    if (out.length === max) break;
  }
  return out;
}

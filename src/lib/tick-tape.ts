import type { Tick } from '../contracts/market-data';

/**
 * The newest trades of one symbol, oldest first, capped; `total` counts every trade ever
 * appended, so a reader that applied `n` of them takes the last `total - n`.
 */
export type TickTape = { readonly ticks: readonly Tick[]; readonly total: number };

export const EMPTY_TAPE: TickTape = { ticks: [], total: 0 };

const sameTick = (a: Tick, b: Tick) =>
  a.time === b.time && a.price === b.price && a.volume === b.volume && a.side === b.side;

/** How far back a repeated trade is looked for. */
const DUPLICATE_WINDOW = 20;

/**
 * Appends trades, skipping exact repeats of a recent trade (same time, price, size and side):
 * a stream resubscribed after a reconnect replays its latest trade, and it must not be
 * counted twice in the time and sales or in the last bar's volume.
 */
export function appendTicks(tape: TickTape, incoming: readonly Tick[], max: number): TickTape {
  const next = [...tape.ticks];
  let added = 0;
  for (const tick of incoming) {
    const recent = next.slice(-DUPLICATE_WINDOW);
    if (recent.some((seen) => sameTick(seen, tick))) continue;
    next.push(tick);
    added += 1;
  }
  if (added === 0) return tape;
  return { ticks: next.length > max ? next.slice(-max) : next, total: tape.total + added };
}

import { useState } from 'react';
import type { Bar } from '@contracts/market-data';

type Times = { list: readonly number[]; set: ReadonlySet<number> };

const sameTimes = (bars: readonly Bar[], times: readonly number[]) =>
  bars.length === times.length && bars.every((bar, index) => bar.time === times[index]);

const timesOf = (bars: readonly Bar[]): Times => {
  const list = bars.map((bar) => bar.time);
  return { list, set: new Set(list) };
};

/**
 * The bars' times as a set that stays the same object while the times do: a live tick changes
 * the newest bar's prices, not the times, and a compared line need not be drawn again for it.
 */
export function useBarTimes(bars: readonly Bar[]): ReadonlySet<number> {
  const [times, setTimes] = useState(() => timesOf(bars));
  if (sameTimes(bars, times.list)) return times.set;
  // Adjusting state while rendering, as React documents for information from earlier renders.
  const next = timesOf(bars);
  setTimes(next);
  return next.set;
}

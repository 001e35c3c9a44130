import type { Bar } from '@contracts/market-data';

/**
 * The ticks that build `bar` as a live feed shows it: first a print at the open with no volume
 * yet, then `count` partial bars whose high, low, close and volume wander inside the final bar
 * (deterministic: no randomness), and last the final bar itself.
 */
export function liveTicks(bar: Bar, count: number): Bar[] {
  const open = Number(bar.open);
  const high = Number(bar.high);
  const low = Number(bar.low);
  const volume = Number(bar.volume);
  const ticks: Bar[] = [{ ...bar, high: bar.open, low: bar.open, close: bar.open, volume: '0' }];
  for (let i = 1; i <= count; i += 1) {
    const share = i / (count + 1);
    // A close that swings between the bar's low and high as the bar forms.
    const close = low + (high - low) * (0.5 + 0.5 * Math.sin(i * 1.7));
    ticks.push({
      time: bar.time,
      open: bar.open,
      high: Math.max(open, close, open + (high - open) * share).toFixed(4),
      low: Math.min(open, close, open - (open - low) * share).toFixed(4),
      close: close.toFixed(4),
      volume: String(Math.floor(volume * share)),
    });
  }
  ticks.push(bar);
  return ticks;
}

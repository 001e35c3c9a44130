// Textbook formulas written plainly, for tests only: a second implementation that shares nothing
// with the engine or its library, so a test comparing the two catches a mistake in either.
// Each returns one value per input, undefined where the indicator has no value yet.

export type Series = (number | undefined)[];

/** The window of `n` values ending at `i`, or undefined before the first full window. */
export function windowAt(values: readonly number[], i: number, n: number): number[] | undefined {
  return i + 1 < n ? undefined : values.slice(i + 1 - n, i + 1);
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export function referenceSma(values: readonly number[], n: number): Series {
  return values.map((_, i) => {
    const w = windowAt(values, i, n);
    return w && mean(w);
  });
}

/** Weights 1..n, the newest weighing most. */
export function referenceWma(values: readonly number[], n: number): Series {
  const weightSum = (n * (n + 1)) / 2;
  return values.map((_, i) => {
    const w = windowAt(values, i, n);
    return w && w.reduce((sum, v, j) => sum + v * (j + 1), 0) / weightSum;
  });
}

/** EMA with alpha 2/(n+1) at every input, started at the first value. */
export function emaFromFirst(values: readonly number[], n: number): number[] {
  const alpha = 2 / (n + 1);
  const out: number[] = [];
  values.forEach((v, i) => out.push(i === 0 ? v : alpha * v + (1 - alpha) * (out[i - 1] ?? v)));
  return out;
}

/**
 * EMA started at the first value (one of the two usual starts; the other, a first SMA,
 * converges to the same values), shown once n values have gone in.
 */
export function referenceEma(values: readonly number[], n: number): Series {
  return emaFromFirst(values, n).map((ema, i) => (i >= n - 1 ? ema : undefined));
}

/** Middle an SMA, bands at `k` population standard deviations of the same window. */
export function referenceBollinger(values: readonly number[], n: number, k: number) {
  const upper: Series = [];
  const middle: Series = [];
  const lower: Series = [];
  values.forEach((_, i) => {
    const w = windowAt(values, i, n);
    if (!w) {
      upper.push(undefined);
      middle.push(undefined);
      lower.push(undefined);
      return;
    }
    const m = mean(w);
    const sd = Math.sqrt(mean(w.map((v) => (v - m) ** 2)));
    upper.push(m + k * sd);
    middle.push(m);
    lower.push(m - k * sd);
  });
  return { upper, middle, lower };
}

/** Highest high and lowest low of the last n bars, the current one included; middle between. */
export function referenceDonchian(highs: readonly number[], lows: readonly number[], n: number) {
  const upper: Series = highs.map((_, i) => {
    const w = windowAt(highs, i, n);
    return w && Math.max(...w);
  });
  const lower: Series = lows.map((_, i) => {
    const w = windowAt(lows, i, n);
    return w && Math.min(...w);
  });
  const middle: Series = upper.map((u, i) => {
    const l = lower[i];
    return u === undefined || l === undefined ? undefined : (u + l) / 2;
  });
  return { upper, middle, lower };
}

/**
 * VWAP: the sum of typical price (high + low + close) / 3 times volume over the sum of volume,
 * from the first bar of `dayKeys[i]`'s day. Before the day's first traded volume there is none.
 */
export function referenceVwap(
  bars: readonly { high: number; low: number; close: number; volume: number }[],
  dayKeys: readonly string[],
): Series {
  let day: string | undefined;
  let priceVolume = 0;
  let volume = 0;
  return bars.map((bar, i) => {
    if (dayKeys[i] !== day) {
      day = dayKeys[i];
      priceVolume = 0;
      volume = 0;
    }
    priceVolume += ((bar.high + bar.low + bar.close) / 3) * bar.volume;
    volume += bar.volume;
    return volume > 0 ? priceVolume / volume : undefined;
  });
}

const newYorkDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The trading day of a bar, reckoned apart from the engine's calendar: its New York date, or the
 * next date from 20:00 on, when the overnight session opens the next trading day.
 */
export function referenceTradingDay(ms: number): string {
  const parts = new Map(newYorkDate.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const date = `${parts.get('year') ?? ''}-${parts.get('month') ?? ''}-${parts.get('day') ?? ''}`;
  if (Number(parts.get('hour')) < 20) return date;
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

import { emaFromFirst, referenceEma, referenceSma, windowAt, type Series } from './reference-averages';

// Textbook oscillators for tests only (see reference-averages.ts): Wilder's RSI, ATR and ADX as
// in "New Concepts in Technical Trading Systems" (1978), MACD, the stochastic, OBV.

export interface Hlcv {
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Wilder's smoothing: the first value the mean of the first n inputs, then (prev * (n - 1) + x) / n. */
function wilder(values: readonly number[], n: number): Series {
  let smoothed: number | undefined;
  return values.map((v, i) => {
    if (i < n - 1) return undefined;
    smoothed =
      smoothed === undefined ? values.slice(0, n).reduce((a, b) => a + b, 0) / n : (smoothed * (n - 1) + v) / n;
    return smoothed;
  });
}

/** RSI: 100 - 100 / (1 + average gain / average loss), both Wilder-smoothed; 100 with no loss. */
export function referenceRsi(closes: readonly number[], n: number): Series {
  const changes = closes.slice(1).map((c, i) => c - (closes[i] ?? c));
  const gains = wilder(
    changes.map((d) => Math.max(d, 0)),
    n,
  );
  const losses = wilder(
    changes.map((d) => Math.max(-d, 0)),
    n,
  );
  return [
    undefined,
    ...gains.map((g, i) => {
      const l = losses[i];
      if (g === undefined || l === undefined) return undefined;
      return l === 0 ? 100 : 100 - 100 / (1 + g / l);
    }),
  ];
}

/** MACD = EMA(fast) - EMA(slow), from the slow period on; signal = EMA of MACD; histogram = MACD - signal. */
export function referenceMacd(closes: readonly number[], fast: number, slow: number, signalN: number) {
  const fastEma = emaFromFirst(closes, fast);
  const slowEma = emaFromFirst(closes, slow);
  const lead = Math.min(slow - 1, closes.length);
  const line = closes.slice(lead).map((_, j) => (fastEma[lead + j] ?? 0) - (slowEma[lead + j] ?? 0));
  const pad = (xs: Series): Series => [...Array.from({ length: lead }, () => undefined), ...xs];
  const signal = referenceEma(line, signalN);
  const histogram = line.map((m, j) => {
    const sig = signal[j];
    return sig === undefined ? undefined : m - sig;
  });
  return { macd: pad(line), signal: pad(signal), histogram: pad(histogram) };
}

/**
 * Fast %K = 100 (close - lowest low) / (highest high - lowest low) over kN bars (0 when the range
 * is flat); %K its SMA over `smoothing`; %D the SMA of %K over dN. Both shown once %D exists.
 */
export function referenceStochastic(bars: readonly Hlcv[], kN: number, dN: number, smoothing: number) {
  const highs = bars.map((b) => b.high);
  const lows = bars.map((b) => b.low);
  const fastK: number[] = [];
  bars.forEach((bar, i) => {
    const hh = windowAt(highs, i, kN);
    const ll = windowAt(lows, i, kN);
    if (!hh || !ll) return;
    const range = Math.max(...hh) - Math.min(...ll);
    fastK.push(range === 0 ? 0 : (100 * (bar.close - Math.min(...ll))) / range);
  });
  const slowK = referenceSma(fastK, smoothing).filter((k): k is number => k !== undefined);
  const d = referenceSma(slowK, dN);
  const lead = bars.length - slowK.length;
  const pad = (xs: Series): Series => [...Array.from({ length: lead }, () => undefined), ...xs];
  return { k: pad(slowK.map((k, i) => (d[i] === undefined ? undefined : k))), d: pad(d) };
}

/** True range: the bar's range widened to the close before; the first bar's is its range. */
export function trueRanges(bars: readonly Hlcv[]): number[] {
  return bars.map((bar, i) => {
    const prev = bars[i - 1];
    if (!prev) return bar.high - bar.low;
    return Math.max(bar.high - bar.low, Math.abs(bar.high - prev.close), Math.abs(bar.low - prev.close));
  });
}

/** Wilder's ATR over every bar's true range, the first bar's being its range. */
export function referenceAtr(bars: readonly Hlcv[], n: number): Series {
  return wilder(trueRanges(bars), n);
}

/**
 * Wilder's DMI from the second bar: +DM the rise of the high when it beats the fall of the low
 * (else 0), -DM the other way, so a tie counts neither; +DI and -DI = 100 x smoothed DM over
 * smoothed TR; DX = 100 |+DI - -DI| / (+DI + -DI); ADX = DX Wilder-smoothed.
 */
export function referenceAdx(bars: readonly Hlcv[], n: number) {
  const moves = bars.slice(1).map((bar, i) => {
    const prev = bars[i] ?? bar;
    const up = bar.high - prev.high;
    const down = prev.low - bar.low;
    return {
      plus: up > down && up > 0 ? up : 0,
      minus: down > up && down > 0 ? down : 0,
      tr: Math.max(bar.high - bar.low, Math.abs(bar.high - prev.close), Math.abs(bar.low - prev.close)),
    };
  });
  const tr = wilder(
    moves.map((m) => m.tr),
    n,
  );
  const plus = wilder(
    moves.map((m) => m.plus),
    n,
  );
  const minus = wilder(
    moves.map((m) => m.minus),
    n,
  );
  const plusDi: Series = [undefined];
  const minusDi: Series = [undefined];
  const dx: number[] = [];
  moves.forEach((_, i) => {
    const t = tr[i];
    const p = plus[i];
    const m = minus[i];
    if (t === undefined || p === undefined || m === undefined) {
      plusDi.push(undefined);
      minusDi.push(undefined);
      return;
    }
    const pdi = t === 0 ? 0 : (100 * p) / t;
    const mdi = t === 0 ? 0 : (100 * m) / t;
    plusDi.push(pdi);
    minusDi.push(mdi);
    dx.push(pdi + mdi === 0 ? 0 : (100 * Math.abs(pdi - mdi)) / (pdi + mdi));
  });
  const adxTail = wilder(dx, n);
  const adx: Series = [...Array.from({ length: bars.length - dx.length }, () => undefined), ...adxTail];
  return { adx, plusDi, minusDi };
}

/** OBV from the second bar: the running sum of volume, added on an up close, taken on a down. */
export function referenceObv(bars: readonly Hlcv[]): Series {
  let obv = 0;
  return bars.map((bar, i) => {
    const prev = bars[i - 1];
    if (!prev) return undefined;
    obv += bar.close > prev.close ? bar.volume : bar.close < prev.close ? -bar.volume : 0;
    return obv;
  });
}

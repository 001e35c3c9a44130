import { WSMA } from 'trading-signals';
import { valueOf, type IndicatorStepper } from './indicator-stepper';
import type { NumericBar } from './numeric-bar';

const none = { adx: undefined, plusDi: undefined, minusDi: undefined };

/**
 * Wilder's ADX, +DI and -DI on the library's Wilder smoothing (WSMA). Not the library's ADX:
 * it counts a bar whose high rises exactly as far as its low falls as both +DM and -DM, where
 * Wilder counts neither, and such ties are common on a cent grid: docs/chart-research.md#indicators
 */
export function adxStepper(period: number): IndicatorStepper {
  const trueRange = new WSMA(period);
  const plusMove = new WSMA(period);
  const minusMove = new WSMA(period);
  const adx = new WSMA(period);
  let beforeLast: NumericBar | undefined;
  let last: NumericBar | undefined;

  return {
    update: (bar, replace) => {
      if (!replace) beforeLast = last;
      last = bar;
      const prev = beforeLast;
      // Directional movement starts at the second bar.
      if (prev === undefined) return none;
      const up = bar.high - prev.high;
      const down = prev.low - bar.low;
      const range = Math.max(bar.high - bar.low, Math.abs(bar.high - prev.close), Math.abs(bar.low - prev.close));
      const tr = valueOf(trueRange.update(range, replace));
      const plus = valueOf(plusMove.update(up > down && up > 0 ? up : 0, replace));
      const minus = valueOf(minusMove.update(down > up && down > 0 ? down : 0, replace));
      if (tr === undefined || plus === undefined || minus === undefined) return none;
      const plusDi = tr === 0 ? 0 : (100 * plus) / tr;
      const minusDi = tr === 0 ? 0 : (100 * minus) / tr;
      const sum = plusDi + minusDi;
      const dx = sum === 0 ? 0 : (100 * Math.abs(plusDi - minusDi)) / sum;
      return { adx: valueOf(adx.update(dx, replace)), plusDi, minusDi };
    },
  };
}

import { ATR, OBV, SMA, StochasticOscillator } from 'trading-signals';
import { valueOf, type IndicatorStepper } from './indicator-stepper';

// Indicators of the whole bar (high, low, close, volume): the library's number-based classes.

/** %K over `kPeriod` bars, smoothed by an SMA of `smoothing`; %D an SMA of %K over `dPeriod`. */
export function stochasticStepper(kPeriod: number, dPeriod: number, smoothing: number): IndicatorStepper {
  const stochastic = new StochasticOscillator({ kPeriod, dPeriod, kSlowingPeriod: smoothing });
  return {
    update: (bar, replace) => {
      const result = stochastic.update({ high: bar.high, low: bar.low, close: bar.close }, replace);
      return { k: result?.stochK, d: result?.stochD };
    },
  };
}

/** Wilder's ATR: the library's default smoothing (WSMA), the first true range being high - low. */
export function atrStepper(period: number): IndicatorStepper {
  const atr = new ATR(period);
  return {
    update: (bar, replace) => ({
      value: valueOf(atr.update({ high: bar.high, low: bar.low, close: bar.close }, replace)),
    }),
  };
}

/** OBV needs the bar before, so its first value is on the second bar (the first bar counts 0). */
export function obvStepper(): IndicatorStepper {
  const obv = new OBV(2);
  return { update: (bar, replace) => ({ value: valueOf(obv.update(bar, replace)) }) };
}

export function volumeMaStepper(period: number): IndicatorStepper {
  const sma = new SMA(period);
  return { update: (bar, replace) => ({ value: valueOf(sma.update(bar.volume, replace)) }) };
}

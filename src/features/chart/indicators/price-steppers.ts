import { BollingerBands, DonchianChannels, EMA, MACD, RSI, SMA, WMA } from 'trading-signals';
import { valueOf, type IndicatorStepper } from './indicator-stepper';

// Indicators of one price series (the close) or of the bar's range: the library's number-based
// classes, each fed once per bar and told whether the bar replaces the last one.

export function smaStepper(period: number): IndicatorStepper {
  const sma = new SMA(period);
  return { update: (bar, replace) => ({ value: valueOf(sma.update(bar.close, replace)) }) };
}

export function wmaStepper(period: number): IndicatorStepper {
  const wma = new WMA(period);
  return { update: (bar, replace) => ({ value: valueOf(wma.update(bar.close, replace)) }) };
}

/** The library seeds an EMA with the first close and calls it warm after `period` closes. */
export function emaStepper(period: number): IndicatorStepper {
  const ema = new EMA(period);
  return {
    update: (bar, replace) => {
      const value = ema.update(bar.close, replace);
      return { value: ema.isStable ? value : undefined };
    },
  };
}

export function bollingerStepper(period: number, stdDev: number): IndicatorStepper {
  const bands = new BollingerBands(period, stdDev);
  return {
    update: (bar, replace) => {
      const result = bands.update(bar.close, replace);
      return { upper: result?.upper, middle: result?.middle, lower: result?.lower };
    },
  };
}

export function donchianStepper(period: number): IndicatorStepper {
  const channels = new DonchianChannels(period);
  return {
    update: (bar, replace) => {
      const result = channels.update({ high: bar.high, low: bar.low }, replace);
      return { upper: result?.upper, middle: result?.middle, lower: result?.lower };
    },
  };
}

/** Wilder's RSI: the library's default smoothing (WSMA) is Wilder's, seeded with a plain mean. */
export function rsiStepper(period: number): IndicatorStepper {
  const rsi = new RSI(period);
  return { update: (bar, replace) => ({ value: valueOf(rsi.update(bar.close, replace)) }) };
}

/**
 * The library gives the signal line as soon as the MACD line exists, from an EMA of one value;
 * the signal and histogram wait until that EMA has its period, like every other EMA here.
 */
export function macdStepper(fast: number, slow: number, signalPeriod: number): IndicatorStepper {
  const signal = new EMA(signalPeriod);
  const macd = new MACD(new EMA(fast), new EMA(slow), signal);
  return {
    update: (bar, replace) => {
      const result = macd.update(bar.close, replace);
      const warm = result !== null && signal.isStable;
      return {
        macd: result?.macd,
        signal: warm ? result.signal : undefined,
        histogram: warm ? result.histogram : undefined,
      };
    },
  };
}

import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import type { IndicatorSeries, IndicatorSpec } from '../indicator-types';
import {
  referenceBollinger,
  referenceDonchian,
  referenceEma,
  referenceSma,
  referenceTradingDay,
  referenceVwap,
  referenceWma,
} from './reference-averages';
import {
  referenceAdx,
  referenceAtr,
  referenceMacd,
  referenceObv,
  referenceRsi,
  referenceStochastic,
} from './reference-oscillators';

const INTRADAY: readonly Timespan[] = ['M1', 'M5', 'M15', 'M30', 'M60', 'M120', 'M240'];

/**
 * Every line of `spec` over `bars` by the textbook formulas (tests only): the independent
 * computation the engine, and the chart's exported CSV, are checked against. Parameters are
 * taken as given (no defaults, no clamping).
 */
export function referenceSeries(
  spec: IndicatorSpec,
  bars: readonly Bar[],
  timespan: Timespan,
): Record<string, IndicatorSeries> {
  const hlcv = bars.map((b) => ({
    high: Number(b.high),
    low: Number(b.low),
    close: Number(b.close),
    volume: Number(b.volume),
  }));
  const closes = hlcv.map((b) => b.close);
  const p = (key: string) => {
    const value = spec.params[key];
    if (value === undefined) throw new Error(`${spec.kind} needs ${key}`);
    return value;
  };
  switch (spec.kind) {
    case 'sma':
      return { value: referenceSma(closes, p('period')) };
    case 'ema':
      return { value: referenceEma(closes, p('period')) };
    case 'wma':
      return { value: referenceWma(closes, p('period')) };
    case 'vwap':
      return {
        value: INTRADAY.includes(timespan)
          ? referenceVwap(
              hlcv,
              bars.map((b) => referenceTradingDay(b.time)),
            )
          : bars.map(() => undefined),
      };
    case 'bollinger':
      return referenceBollinger(closes, p('period'), p('stdDev'));
    case 'donchian':
      return referenceDonchian(
        hlcv.map((b) => b.high),
        hlcv.map((b) => b.low),
        p('period'),
      );
    case 'rsi':
      return { value: referenceRsi(closes, p('period')) };
    case 'macd':
      return referenceMacd(closes, p('fast'), p('slow'), p('signal'));
    case 'stochastic':
      return referenceStochastic(hlcv, p('kPeriod'), p('dPeriod'), p('smoothing'));
    case 'atr':
      return { value: referenceAtr(hlcv, p('period')) };
    case 'adx':
      return referenceAdx(hlcv, p('period'));
    case 'obv':
      return { value: referenceObv(hlcv) };
    case 'volume-ma':
      return {
        value: referenceSma(
          hlcv.map((b) => b.volume),
          p('period'),
        ),
      };
  }
}

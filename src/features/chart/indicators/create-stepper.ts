import type { Timespan } from '@contracts/common';
import { adxStepper } from './adx-stepper';
import { atrStepper, obvStepper, stochasticStepper, volumeMaStepper } from './bar-steppers';
import type { IndicatorStepper } from './indicator-stepper';
import type { IndicatorKind } from './indicator-types';
import {
  bollingerStepper,
  donchianStepper,
  emaStepper,
  macdStepper,
  rsiStepper,
  smaStepper,
  wmaStepper,
} from './price-steppers';
import { isIntradayTimespan } from './trading-day';
import { vwapStepper } from './vwap-stepper';

/** VWAP anchors to trading days, which daily and longer bars do not split: no value there. */
const noValue: IndicatorStepper = { update: () => ({ value: undefined }) };

/** A fresh stepper for one indicator; `p` holds every parameter of its definition, resolved. */
export function createStepper(kind: IndicatorKind, p: Record<string, number>, timespan: Timespan): IndicatorStepper {
  const get = (key: string) => p[key] ?? Number.NaN;
  switch (kind) {
    case 'sma':
      return smaStepper(get('period'));
    case 'ema':
      return emaStepper(get('period'));
    case 'wma':
      return wmaStepper(get('period'));
    case 'vwap':
      return isIntradayTimespan(timespan) ? vwapStepper() : noValue;
    case 'bollinger':
      return bollingerStepper(get('period'), get('stdDev'));
    case 'donchian':
      return donchianStepper(get('period'));
    case 'rsi':
      return rsiStepper(get('period'));
    case 'macd':
      return macdStepper(get('fast'), get('slow'), get('signal'));
    case 'stochastic':
      return stochasticStepper(get('kPeriod'), get('dPeriod'), get('smoothing'));
    case 'atr':
      return atrStepper(get('period'));
    case 'adx':
      return adxStepper(get('period'));
    case 'obv':
      return obvStepper();
    case 'volume-ma':
      return volumeMaStepper(get('period'));
  }
}

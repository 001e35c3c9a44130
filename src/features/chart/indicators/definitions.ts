import type {
  IndicatorDefinition,
  IndicatorKind,
  IndicatorLine,
  IndicatorParam,
  IndicatorSpec,
} from './indicator-types';
import { isIntradayTimespan } from './trading-day';

// What each indicator offers the chart: name, parameters with their usual defaults, lines and
// pane. The meaning and the defaults' sources: docs/chart-research.md#indicators

const period = (defaultValue: number, label = 'Period', key = 'period'): IndicatorParam => ({
  key,
  label,
  default: defaultValue,
  min: 1,
  max: 500,
  integer: true,
});

const line = (key: string, label: string, style: IndicatorLine['style'] = 'line'): IndicatorLine => ({
  key,
  label,
  style,
});

const everywhere = () => true;

/** "SMA(20)", "BB(20, 2)": the short name and the parameters in the definition's order. */
function labelled(short: string, params: readonly IndicatorParam[]) {
  return (values: Record<string, number>) =>
    params.length === 0 ? short : `${short}(${params.map((p) => values[p.key] ?? p.default).join(', ')})`;
}

function singleLine(
  kind: IndicatorKind,
  name: string,
  short: string,
  pane: IndicatorDefinition['pane'],
  params: readonly IndicatorParam[],
  offeredOn: IndicatorDefinition['offeredOn'] = everywhere,
): IndicatorDefinition {
  const lines = [line('value', short)];
  return { kind, name, shortLabel: labelled(short, params), pane, params, lines: () => lines, offeredOn };
}

function multiLine(
  kind: IndicatorKind,
  name: string,
  short: string,
  pane: IndicatorDefinition['pane'],
  params: readonly IndicatorParam[],
  lines: readonly IndicatorLine[],
): IndicatorDefinition {
  return { kind, name, shortLabel: labelled(short, params), pane, params, lines: () => lines, offeredOn: everywhere };
}

const bands = [line('upper', 'Upper'), line('middle', 'Middle'), line('lower', 'Lower')];

export const INDICATOR_DEFINITIONS: Record<IndicatorKind, IndicatorDefinition> = {
  sma: singleLine('sma', 'Simple moving average', 'SMA', 'price', [period(20)]),
  ema: singleLine('ema', 'Exponential moving average', 'EMA', 'price', [period(20)]),
  wma: singleLine('wma', 'Weighted moving average', 'WMA', 'price', [period(20)]),
  vwap: singleLine('vwap', 'VWAP (daily)', 'VWAP', 'price', [], isIntradayTimespan),
  bollinger: multiLine(
    'bollinger',
    'Bollinger Bands',
    'BB',
    'price',
    [
      period(20, 'Period'),
      { key: 'stdDev', label: 'Standard deviations', default: 2, min: 0.1, max: 10, integer: false },
    ],
    bands,
  ),
  donchian: multiLine('donchian', 'Donchian channels', 'DC', 'price', [period(20)], bands),
  rsi: singleLine('rsi', 'Relative strength index', 'RSI', 'own', [period(14)]),
  macd: multiLine(
    'macd',
    'MACD',
    'MACD',
    'own',
    [period(12, 'Fast period', 'fast'), period(26, 'Slow period', 'slow'), period(9, 'Signal period', 'signal')],
    [line('macd', 'MACD'), line('signal', 'Signal'), line('histogram', 'Histogram', 'histogram')],
  ),
  stochastic: multiLine(
    'stochastic',
    'Stochastic',
    'Stoch',
    'own',
    [period(14, '%K period', 'kPeriod'), period(3, '%D period', 'dPeriod'), period(1, '%K smoothing', 'smoothing')],
    [line('k', '%K'), line('d', '%D')],
  ),
  atr: singleLine('atr', 'Average true range', 'ATR', 'own', [period(14)]),
  adx: multiLine(
    'adx',
    'Average directional index',
    'ADX',
    'own',
    [period(14)],
    [line('adx', 'ADX'), line('plusDi', '+DI'), line('minusDi', '-DI')],
  ),
  obv: singleLine('obv', 'On-balance volume', 'OBV', 'own', []),
  'volume-ma': singleLine('volume-ma', 'Volume moving average', 'Vol MA', 'own', [period(20)]),
};

/** A new indicator with its usual parameters. */
export function defaultSpec(kind: IndicatorKind, id: string): IndicatorSpec {
  const params = Object.fromEntries(INDICATOR_DEFINITIONS[kind].params.map((p) => [p.key, p.default]));
  return { id, kind, params };
}

import { z } from 'zod';

/**
 * The indicators a chart offers, as a saved layout names them (docs/chart-research.md#on-the-chart).
 * The chart's engine types its kinds from this list, so the two cannot drift apart.
 */
export const INDICATOR_KINDS = [
  'sma',
  'ema',
  'wma',
  'vwap',
  'bollinger',
  'donchian',
  'rsi',
  'macd',
  'stochastic',
  'atr',
  'adx',
  'obv',
  'volume-ma',
] as const;
export const indicatorKindSchema = z.enum(INDICATOR_KINDS);

/** A chart keeps at most this many indicators: more would leave no room for the candles. */
export const MAX_CHART_INDICATORS = 12;

/**
 * Bounds every parameter of every kind shares (periods up to a few hundred bars, multipliers of
 * a few units); each kind's own, narrower bounds are checked by the chart when it reads a layout.
 */
const PARAM_BOUND = 10_000;

/** One indicator on the chart: which, and its parameters by key. */
export const indicatorSpecSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'an indicator id is a short name of lowercase letters, digits or "-"'),
  kind: indicatorKindSchema,
  params: z
    .record(
      z.string().regex(/^[a-z][a-zA-Z0-9]{0,19}$/, 'a parameter is named with up to 20 letters or digits'),
      z
        .number()
        .min(0, `a parameter is a number from 0 to ${String(PARAM_BOUND)}`)
        .max(PARAM_BOUND, `a parameter is a number from 0 to ${String(PARAM_BOUND)}`),
    )
    .refine((params) => Object.keys(params).length <= 6, 'an indicator has at most 6 parameters'),
});
export type IndicatorSpecJson = z.infer<typeof indicatorSpecSchema>;

/** The chart's part of the saved layout. */
export const chartLayoutSchema = z.strictObject({
  indicators: z
    .array(indicatorSpecSchema)
    .max(MAX_CHART_INDICATORS, `a chart has at most ${String(MAX_CHART_INDICATORS)} indicators`)
    .refine((specs) => new Set(specs.map((spec) => spec.id)).size === specs.length, 'indicator ids must differ'),
});
export type ChartLayout = z.infer<typeof chartLayoutSchema>;

import { z } from 'zod';
import { symbolSchema, timespanSchema } from './common';

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

const indicatorListSchema = z
  .array(indicatorSpecSchema)
  .max(MAX_CHART_INDICATORS, `a chart has at most ${String(MAX_CHART_INDICATORS)} indicators`)
  .refine((specs) => new Set(specs.map((spec) => spec.id)).size === specs.length, 'indicator ids must differ');

/** How many charts the chart area shows: one, two side by side, or four in a 2x2 grid. */
export const CHART_ARRANGEMENTS = [1, 2, 4] as const;
export type ChartArrangement = (typeof CHART_ARRANGEMENTS)[number];
export const chartArrangementSchema = z.union([z.literal(1), z.literal(2), z.literal(4)], {
  error: 'a chart arrangement is 1, 2 or 4 charts',
});

/**
 * Link groups: charts of one colour show one symbol; the group the first chart is in follows
 * the symbol the trader selects (docs/chart-research.md#several-charts).
 */
export const LINK_GROUPS = ['none', 'red', 'green', 'blue', 'amber'] as const;
export const linkGroupSchema = z.enum(LINK_GROUPS);
export type LinkGroup = z.infer<typeof linkGroupSchema>;

/** A chart after the first: its own timespan, link group and indicators, and its symbol. */
export const extraChartSchema = z.strictObject({
  /** Absent for a chart that shows the symbol of its group, or the selected one. */
  symbol: symbolSchema.optional(),
  timespan: timespanSchema,
  link: linkGroupSchema,
  indicators: indicatorListSchema,
});
export type ExtraChart = z.infer<typeof extraChartSchema>;

/**
 * The chart's part of the saved layout. `indicators` are the first chart's (a layout saved before
 * several charts has only them, and reads as one chart); the first chart's symbol and timespan are
 * the address's. The charts after it are kept even while the arrangement hides them.
 */
export const chartLayoutSchema = z.strictObject({
  indicators: indicatorListSchema,
  arrangement: chartArrangementSchema.optional(),
  /** The first chart's link group. */
  link: linkGroupSchema.optional(),
  /** The second, third and fourth charts. */
  more: z.array(extraChartSchema).max(3, 'the chart area has at most 4 charts').optional(),
  /** The indicators a chart starts with when it is first shown ("Save as my default chart"). */
  defaultIndicators: indicatorListSchema.optional(),
});
export type ChartLayout = z.infer<typeof chartLayoutSchema>;

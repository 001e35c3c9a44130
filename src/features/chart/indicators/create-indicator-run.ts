import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { createStepper } from './create-stepper';
import { INDICATOR_DEFINITIONS } from './definitions';
import type { IndicatorPoint, IndicatorRun, IndicatorSeries, IndicatorSpec } from './indicator-types';
import { toNumericBar } from './numeric-bar';
import { resolveParams } from './resolve-params';

/**
 * An indicator kept current with a chart's bars (docs/chart-research.md#indicators): `reset`
 * computes every bar once, `replaceLast` hands the library the live bar with `replace` set, so a
 * tick costs one update and history is never recomputed, and `append` adds a bar.
 */
export function createIndicatorRun(spec: IndicatorSpec, timespan: Timespan): IndicatorRun {
  const definition = INDICATOR_DEFINITIONS[spec.kind];
  const params = resolveParams(definition.params, spec.params);
  const lineKeys = definition.lines(params).map((l) => l.key);
  const fresh = () => createStepper(spec.kind, params, timespan);
  let stepper = fresh();
  let count = 0;

  const append = (bar: Bar): IndicatorPoint => {
    count += 1;
    return stepper.update(toNumericBar(bar), false);
  };

  return {
    reset(bars) {
      stepper = fresh();
      count = 0;
      const series: Record<string, IndicatorSeries> = Object.fromEntries(lineKeys.map((key) => [key, []]));
      for (const bar of bars) {
        const point = append(bar);
        for (const key of lineKeys) series[key]?.push(point[key]);
      }
      return series;
    },
    replaceLast(bar) {
      // Nothing to replace yet: the bar is the first.
      if (count === 0) return append(bar);
      return stepper.update(toNumericBar(bar), true);
    },
    append,
  };
}

import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import { createIndicatorRun } from '../indicators/create-indicator-run';
import { INDICATOR_DEFINITIONS } from '../indicators/definitions';
import type { IndicatorSeries, IndicatorSpec } from '../indicators/indicator-types';
import { resolveParams } from '../indicators/resolve-params';
import type { IndicatorEngine } from './indicator-tracker';

/** The engine as the chart's indicator layer uses it. */
export const indicatorEngine: IndicatorEngine = {
  definitionOf: (kind) => INDICATOR_DEFINITIONS[kind],
  createRun: createIndicatorRun,
};

/**
 * The specs as the chart uses them: each parameter of its kind, a saved value outside the kind's
 * bounds (a layout edited by hand, or from another version) taking the nearest allowed one.
 */
export function readSpecs(specs: readonly IndicatorSpec[]): IndicatorSpec[] {
  return specs.map((spec) => ({
    ...spec,
    params: resolveParams(INDICATOR_DEFINITIONS[spec.kind].params, spec.params),
  }));
}

/** One column of the chart's data: a line's name with its parameters, and its value per bar. */
export interface IndicatorColumn {
  header: string;
  values: IndicatorSeries;
}

/**
 * Every line of every indicator offered on the timespan, computed over `bars` and aligned with
 * them (undefined during warm-up). Headers name the indicator with its parameters and, for an
 * indicator of several lines, the line: "SMA(20)", "BB(20, 2) Upper"; a repeated header is numbered.
 */
export function indicatorColumns(
  specs: readonly IndicatorSpec[],
  bars: readonly Bar[],
  timespan: Timespan,
): IndicatorColumn[] {
  const columns = readSpecs(specs).flatMap((spec) => {
    const definition = INDICATOR_DEFINITIONS[spec.kind];
    if (!definition.offeredOn(timespan)) return [];
    const values = createIndicatorRun(spec, timespan).reset(bars);
    const lines = definition.lines(spec.params);
    const label = definition.shortLabel(spec.params);
    return lines.map((line) => ({
      header: lines.length === 1 ? label : `${label} ${line.label}`,
      values: values[line.key] ?? [],
    }));
  });
  const seen = new Map<string, number>();
  return columns.map((column) => {
    const count = (seen.get(column.header) ?? 0) + 1;
    seen.set(column.header, count);
    return count === 1 ? column : { ...column, header: `${column.header} (${String(count)})` };
  });
}

import type { Timespan } from '@contracts/common';
import type { Bar } from '@contracts/market-data';
import type {
  IndicatorDefinition,
  IndicatorPoint,
  IndicatorRun,
  IndicatorSeries,
  IndicatorSpec,
} from '../indicators/indicator-types';
import { planSeriesUpdate } from './plan-update';

/** What the tracker needs of the engine: a kind's definition and a run for a spec. */
export interface IndicatorEngine {
  definitionOf(kind: IndicatorSpec['kind']): IndicatorDefinition;
  createRun(spec: IndicatorSpec, timespan: Timespan): IndicatorRun;
}

/** One indicator's values, aligned with `bars`. */
export interface TrackedIndicator {
  spec: IndicatorSpec;
  definition: IndicatorDefinition;
  bars: readonly Bar[];
  values: Record<string, IndicatorSeries>;
}

/** How an indicator's values changed in one sync: all of them, or those from an index on. */
export type IndicatorChange = { kind: 'reset' } | { kind: 'tail'; from: number } | { kind: 'removed' };

type Entry = TrackedIndicator & { run: IndicatorRun; runKey: string; dataKey: string };

/** A new run is needed when the kind, a parameter or the timespan changes (VWAP anchors by timespan). */
const runKeyOf = (spec: IndicatorSpec, timespan: Timespan) =>
  JSON.stringify([spec.kind, Object.entries(spec.params).sort(), timespan]);

function writePoint(values: Record<string, IndicatorSeries>, index: number, point: IndicatorPoint) {
  for (const [key, series] of Object.entries(values)) series[index] = point[key];
}

/**
 * Keeps each indicator's values current with the chart's bars at the least cost: a tick on the
 * last bar replaces its value, a new bar appends one, and only older history prepended, new
 * parameters or another symbol or timespan compute the whole series again
 * (docs/chart-research.md#on-the-chart). Indicators not offered on the timespan are left out.
 */
export function createIndicatorTracker(engine: IndicatorEngine) {
  const entries = new Map<string, Entry>();

  const reset = (entry: Entry, bars: readonly Bar[]) => {
    const computed = entry.run.reset(bars);
    // Our own arrays: a tick writes into them in place.
    entry.values = Object.fromEntries(
      entry.definition.lines(entry.spec.params).map((line) => [line.key, [...(computed[line.key] ?? [])]]),
    );
    entry.bars = bars;
  };

  return {
    /** Brings every indicator to `bars`; answers what changed, by indicator id. */
    sync(
      specs: readonly IndicatorSpec[],
      bars: readonly Bar[],
      dataKey: string,
      timespan: Timespan,
    ): Map<string, IndicatorChange> {
      const changes = new Map<string, IndicatorChange>();
      const shown = specs.filter((spec) => engine.definitionOf(spec.kind).offeredOn(timespan));
      for (const id of entries.keys()) {
        if (!shown.some((spec) => spec.id === id)) {
          entries.delete(id);
          changes.set(id, { kind: 'removed' });
        }
      }
      for (const spec of shown) {
        const runKey = runKeyOf(spec, timespan);
        let entry = entries.get(spec.id);
        if (entry?.runKey !== runKey) {
          const definition = engine.definitionOf(spec.kind);
          entry = { spec, definition, run: engine.createRun(spec, timespan), runKey, dataKey, bars: [], values: {} };
          entries.set(spec.id, entry);
          reset(entry, bars);
          changes.set(spec.id, { kind: 'reset' });
          continue;
        }
        entry.spec = spec;
        const plan = planSeriesUpdate(entry.bars, bars, entry.dataKey === dataKey);
        entry.dataKey = dataKey;
        if (plan.kind === 'none') continue;
        if (plan.kind !== 'tail') {
          reset(entry, bars);
          changes.set(spec.id, { kind: 'reset' });
          continue;
        }
        const known = entry.bars.length;
        for (let index = plan.from; index < bars.length; index += 1) {
          const bar = bars[index];
          if (bar === undefined) continue;
          writePoint(entry.values, index, index < known ? entry.run.replaceLast(bar) : entry.run.append(bar));
        }
        entry.bars = bars;
        changes.set(spec.id, { kind: 'tail', from: plan.from });
      }
      return changes;
    },
    /** The indicators shown, in the order of the specs last synced. */
    tracked(specs: readonly IndicatorSpec[]): TrackedIndicator[] {
      return specs.flatMap((spec) => entries.get(spec.id) ?? []);
    },
    get(id: string): TrackedIndicator | undefined {
      return entries.get(id);
    },
  };
}

export type IndicatorTracker = ReturnType<typeof createIndicatorTracker>;

/** The index of the bar at `time` in bars sorted by time, or -1. */
export function barIndexAt(bars: readonly Bar[], time: number): number {
  let low = 0;
  let high = bars.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = bars[middle]?.time ?? 0;
    if (at === time) return middle;
    if (at < time) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

import type { IndicatorPoint } from './indicator-types';
import type { NumericBar } from './numeric-bar';

/**
 * One indicator's streaming state: `update(bar, false)` adds a bar after the last, and
 * `update(bar, true)` replaces the last bar (a live tick) without touching the ones before it.
 * Returns every line's value at that bar, undefined during warm-up.
 */
export interface IndicatorStepper {
  update(bar: NumericBar, replace: boolean): IndicatorPoint;
}

/** The library's results are `null` (or, for some getters, nothing) until warm; ours `undefined`. */
export function valueOf(result: unknown): number | undefined {
  return typeof result === 'number' ? result : undefined;
}

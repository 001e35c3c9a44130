import { expect } from 'vitest';
import type { IndicatorSeries } from '../indicator-types';

/**
 * Both series have a value at the same bars (warm-up included) and the values agree to `relative`
 * (of the larger magnitude; values both within 1e-12 of zero agree).
 */
export function expectSeriesClose(actual: IndicatorSeries, expected: IndicatorSeries, relative = 1e-9): void {
  expect(actual.length).toBe(expected.length);
  const definedAt = (series: IndicatorSeries) => series.flatMap((v, i) => (v === undefined ? [] : [i]));
  expect(definedAt(actual)).toEqual(definedAt(expected));
  const worst = actual.reduce<{ index: number; error: number }>(
    (acc, a, i) => {
      const e = expected[i];
      if (a === undefined || e === undefined) return acc;
      const error = Math.abs(a - e) / Math.max(Math.abs(a), Math.abs(e), 1e-12);
      return error > acc.error ? { index: i, error } : acc;
    },
    { index: -1, error: 0 },
  );
  expect(worst.error, `worst relative error at bar ${worst.index}`).toBeLessThanOrEqual(relative);
}

/** Every line of `actual` against the same line of `expected`, and no line missing on either side. */
export function expectLinesClose(
  actual: Record<string, IndicatorSeries>,
  expected: Record<string, IndicatorSeries>,
  relative = 1e-9,
): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, series] of Object.entries(expected)) expectSeriesClose(actual[key] ?? [], series, relative);
}

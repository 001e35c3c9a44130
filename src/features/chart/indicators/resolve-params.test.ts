import { expect, test } from 'vitest';
import { createIndicatorRun } from './create-indicator-run';
import { INDICATOR_DEFINITIONS } from './definitions';
import { resolveParams } from './resolve-params';
import { SIMULATOR_M5_BARS } from './testing/simulator-bars';

test('a missing or non-finite parameter takes its default, the rest are clamped and periods rounded', () => {
  const params = INDICATOR_DEFINITIONS.bollinger.params;
  expect(resolveParams(params, {})).toEqual({ period: 20, stdDev: 2 });
  expect(resolveParams(params, { period: Number.NaN, stdDev: 2.5 })).toEqual({ period: 20, stdDev: 2.5 });
  expect(resolveParams(params, { period: 0, stdDev: 99 })).toEqual({ period: 1, stdDev: 10 });
  expect(resolveParams(params, { period: 9.6, stdDev: 0.25 })).toEqual({ period: 10, stdDev: 0.25 });
});

test('a run built from a stale spec computes with the resolved parameters', () => {
  const stale = createIndicatorRun({ id: 's', kind: 'sma', params: { period: 4.8 } }, 'M5').reset(SIMULATOR_M5_BARS);
  const clean = createIndicatorRun({ id: 's', kind: 'sma', params: { period: 5 } }, 'M5').reset(SIMULATOR_M5_BARS);
  expect(stale).toEqual(clean);
});

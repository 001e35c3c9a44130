import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { isoDateOfDay } from '@market/calendar';
import { createIndicatorRun } from './create-indicator-run';
import { defaultSpec } from './definitions';
import { SIMULATOR_M5_BARS } from './testing/simulator-bars';
import { tradingDayOf } from './trading-day';

const typical = (bar: Bar) => (Number(bar.high) + Number(bar.low) + Number(bar.close)) / 3;
const at = (i: number): Bar => {
  const bar = SIMULATOR_M5_BARS[i];
  if (bar === undefined) throw new Error(`no bar ${i}`);
  return bar;
};

test('VWAP restarts at the first bar of each trading day: none on Thanksgiving, the half day its own', () => {
  const vwap = createIndicatorRun(defaultSpec('vwap', 'v'), 'M5').reset(SIMULATOR_M5_BARS).value ?? [];
  const firsts = SIMULATOR_M5_BARS.flatMap((bar, i) =>
    i === 0 || tradingDayOf(bar.time) !== tradingDayOf(at(i - 1).time) ? [i] : [],
  );
  expect(firsts.map((i) => isoDateOfDay(tradingDayOf(at(i).time)))).toEqual([
    '2025-11-24',
    '2025-11-25',
    '2025-11-26',
    '2025-11-28',
    '2025-12-01',
  ]);
  for (const i of firsts) expect(vwap[i]).toBeCloseTo(typical(at(i)), 12);
  // The day after a 13:00 early close ends with after hours at 17:00; Monday opens with the
  // overnight session at 20:00 on Sunday.
  const [, , , friday, monday] = firsts;
  expect(new Date(at((monday ?? 0) - 1).time).toISOString()).toBe('2025-11-28T21:55:00.000Z');
  expect(new Date(at(monday ?? 0).time).toISOString()).toBe('2025-12-01T01:00:00.000Z');
  expect(new Date(at(friday ?? 0).time).toISOString()).toBe('2025-11-28T01:00:00.000Z');
});

test('a VWAP bar whose volume falls back to zero is taken out of the day', () => {
  const bars = SIMULATOR_M5_BARS.slice(0, 50);
  const last = bars.at(-1);
  if (last === undefined) throw new Error('no bars');
  const silent = { ...last, volume: '0' };
  const run = createIndicatorRun(defaultSpec('vwap', 'v'), 'M5');
  run.reset(bars);
  const point = run.replaceLast(silent);
  const expected = createIndicatorRun(defaultSpec('vwap', 'v'), 'M5').reset([...bars.slice(0, -1), silent]);
  expect(point.value).toBeCloseTo(expected.value?.at(-1) ?? Number.NaN, 9);
  expect(point.value).toBeCloseTo(expected.value?.at(-2) ?? Number.NaN, 9);
  expect(run.replaceLast(last).value).toBeCloseTo(
    createIndicatorRun(defaultSpec('vwap', 'v'), 'M5').reset(bars).value?.at(-1) ?? Number.NaN,
    9,
  );
});

test('VWAP has no value until its day has traded volume', () => {
  const first = { ...at(0), volume: '0' };
  const series = createIndicatorRun(defaultSpec('vwap', 'v'), 'M5').reset([first, at(1)]);
  expect(series.value?.[0]).toBeUndefined();
  expect(series.value?.[1]).toBeCloseTo(typical(at(1)), 12);
});

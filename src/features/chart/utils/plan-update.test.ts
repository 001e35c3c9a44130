import { expect, test } from 'vitest';
import type { Bar } from '@contracts/market-data';
import { planSeriesUpdate } from './plan-update';

const bar = (time: number, close = '1'): Bar => ({ time, open: '1', high: '1', low: '1', close, volume: '1' });
const drawn = [bar(1), bar(2), bar(3)];

test('a new symbol or timespan resets the view', () => {
  expect(planSeriesUpdate(drawn, [bar(7)], false)).toEqual({ kind: 'reset' });
  expect(planSeriesUpdate([], drawn, true)).toEqual({ kind: 'reset' });
});

test('a moving last bar or one new bar is drawn as a tail update', () => {
  expect(planSeriesUpdate(drawn, [bar(1), bar(2), bar(3, '2')], true)).toEqual({ kind: 'tail', from: 2 });
  expect(planSeriesUpdate(drawn, [bar(1), bar(2), bar(3, '2'), bar(4)], true)).toEqual({ kind: 'tail', from: 2 });
});

test('older history prepended replaces the data without resetting the view', () => {
  expect(planSeriesUpdate(drawn, [bar(0), ...drawn], true)).toEqual({ kind: 'replace' });
});

test('the same data draws nothing', () => {
  expect(planSeriesUpdate(drawn, drawn, true)).toEqual({ kind: 'none' });
});

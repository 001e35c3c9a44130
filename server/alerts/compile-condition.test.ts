import { expect, test } from 'vitest';
import type { AlertCondition } from '@contracts/alerts';
import { compileCondition } from './compile-condition';
import type { Observation } from './observation';

type LineCondition = Extract<AlertCondition, { type: 'line-crosses' }>;

const at = (price: number, extra: Partial<Observation> = {}): Observation => ({
  price,
  priceText: price.toFixed(2),
  at: 1_000,
  preClose: null,
  dayVolume: null,
  dayVolumeText: null,
  ...extra,
});

/** Whether the condition fires on each consecutive pair of the prices. */
function firesAlong(condition: AlertCondition, prices: number[]): boolean[] {
  const judge = compileCondition('AAPL', condition);
  return prices.slice(1).map((price, i) => judge(at(prices[i] ?? 0), at(price)) !== null);
}

const above = { type: 'price-crosses', direction: 'above', level: '200' } as const;
const below = { type: 'price-crosses', direction: 'below', level: '200' } as const;

test('a price crossing above fires on the move from below to at or over the level, and says so', () => {
  expect(firesAlong(above, [199, 201, 202, 199, 200, 200, 201])).toEqual([true, false, false, true, false, false]);
  expect(compileCondition('AAPL', above)(at(199), at(201))).toEqual({
    value: '201.00',
    message: 'AAPL crossed above 200',
  });
});

test('a price crossing below fires on the move from above to at or under the level', () => {
  expect(firesAlong(below, [201, 199, 198, 201, 200, 199])).toEqual([true, false, false, true, false]);
});

test('a gap across the level is one crossing', () => {
  expect(firesAlong(above, [150, 250, 260])).toEqual([true, false]);
  expect(firesAlong(below, [250, 150, 140])).toEqual([true, false]);
});

test('a price that stays on one side, or starts on the level, never fires', () => {
  expect(firesAlong(above, [200, 201, 205])).toEqual([false, false]);
  expect(firesAlong(above, [190, 195, 199.99])).toEqual([false, false]);
});

test('a range fires when the price goes into it (enters) or out of it (leaves), its bounds inside', () => {
  const enters = { type: 'price-range', direction: 'enters', low: '100', high: '110' } as const;
  const leaves = { ...enters, direction: 'leaves' } as const;
  expect(firesAlong(enters, [99, 100, 105, 111, 110])).toEqual([true, false, false, true]);
  expect(firesAlong(leaves, [105, 110, 110.01, 100, 99.99])).toEqual([false, true, false, true]);
  // A gap over the whole range is never inside on an observed price.
  expect(firesAlong(enters, [90, 120])).toEqual([false]);
});

test('a change from the previous close fires when it reaches the percent, up or down', () => {
  const withClose = (price: number) => at(price, { preClose: 100 });
  const up = compileCondition('AAPL', { type: 'change-percent', direction: 'up', percent: '5' });
  const down = compileCondition('AAPL', { type: 'change-percent', direction: 'down', percent: '5' });
  expect(up(withClose(104.99), withClose(105))).toEqual({
    value: '105.00',
    message: 'AAPL up 5% from the previous close',
  });
  expect(up(withClose(105), withClose(106))).toBeNull();
  expect(up(withClose(90), withClose(96))).toBeNull();
  expect(down(withClose(96), withClose(95))).not.toBeNull();
  expect(down(withClose(94), withClose(93))).toBeNull();
  expect(down(withClose(104), withClose(106))).toBeNull();
  // No previous close known: nothing to compare with.
  expect(up(at(100), at(110))).toBeNull();
});

test('a day volume fires when the volume reaches the figure', () => {
  const judge = compileCondition('AAPL', { type: 'day-volume', volume: 1_000_000 });
  const volume = (shares: number) => at(100, { dayVolume: shares, dayVolumeText: String(shares) });
  expect(judge(volume(999_999), volume(1_000_000))).toEqual({
    value: '1000000',
    message: 'AAPL day volume reached 1000000',
  });
  expect(judge(volume(1_000_000), volume(1_200_000))).toBeNull();
  expect(judge(volume(10), volume(20))).toBeNull();
  expect(judge(at(100), volume(2_000_000))).toBeNull();
});

test("a trend line's crossing compares each price with the line's price at that price's time", () => {
  // 100 at t=0 rising to 110 at t=10 s: 105 at 5 s, 120 at 20 s (extended past its second point).
  const line: LineCondition = {
    type: 'line-crosses',
    direction: 'above',
    points: [
      { time: 0, price: '100' },
      { time: 10_000, price: '110' },
    ],
    drawing_id: null,
  };
  const judge = compileCondition('AAPL', line);
  expect(judge(at(104, { at: 5_000 }), at(106, { at: 5_000 }))?.message).toBe('AAPL crossed above the line at 105.00');
  // 106 was above the line at 5 s and is below it at 20 s: that is a crossing down, not up.
  expect(judge(at(106, { at: 5_000 }), at(119, { at: 20_000 }))).toBeNull();
  expect(judge(at(119, { at: 20_000 }), at(120, { at: 20_000 }))).not.toBeNull();
  const down = compileCondition('AAPL', { ...line, direction: 'below' });
  expect(down(at(106, { at: 5_000 }), at(119, { at: 20_000 }))).not.toBeNull();
});

test('a one-point line is a horizontal level', () => {
  const line: LineCondition = {
    type: 'line-crosses',
    direction: 'below',
    points: [{ time: 5_000, price: '50' }],
    drawing_id: null,
  };
  expect(firesAlong(line, [51, 50, 49, 51, 40])).toEqual([true, false, false, true]);
});

import { expect, test } from 'vitest';
import { formatSpan, measureBetween } from './measure';

const HOUR = 3_600_000;
const times = Array.from({ length: 20 }, (_, index) => index * HOUR);

test('a rise is shown with its sign, percent of the first price, bars and time', () => {
  expect(measureBetween({ time: 0, price: 190.2 }, { time: 12 * HOUR, price: 195.4 }, times)).toEqual({
    change: '+5.20',
    percent: '+2.73%',
    bars: 12,
    span: '12h 0m',
    label: '+5.20 (+2.73%) · 12 bars · 12h 0m',
  });
});

test('a fall measured backwards in time is negative throughout', () => {
  const result = measureBetween({ time: 5 * HOUR, price: 200 }, { time: 2 * HOUR, price: 190 }, times);
  expect(result).toMatchObject({ change: '-10.00', percent: '-5.00%', bars: -3, span: '-3h 0m' });
});

test('spans read in their two largest units', () => {
  expect(formatSpan(25 * 60_000)).toBe('25m');
  expect(formatSpan(65 * 60_000)).toBe('1h 5m');
  expect(formatSpan(76 * HOUR)).toBe('3d 4h');
});

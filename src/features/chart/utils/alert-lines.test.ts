import { expect, test } from 'vitest';
import type { Alert } from '@contracts/alerts';
import { keptAlert } from '@src/testing/fake-alerts-bff';
import { alertLinesFor, directionTo, linePriceAt, movedCondition } from './alert-lines';

const alert = (over: Partial<Alert>): Alert => keptAlert({ id: '00000000-0000-4000-8000-000000000001', ...over });

test('active alerts with one level on the symbol are lines; others are not', () => {
  const lines = alertLinesFor(
    [
      alert({}),
      alert({ id: '00000000-0000-4000-8000-000000000002', status: 'paused' }),
      alert({ id: '00000000-0000-4000-8000-000000000003', symbol: 'MSFT' }),
      alert({
        id: '00000000-0000-4000-8000-000000000004',
        condition: { type: 'line-crosses', direction: 'below', points: [{ time: 1, price: '190' }], drawing_id: null },
      }),
      alert({
        id: '00000000-0000-4000-8000-000000000005',
        condition: { type: 'change-percent', direction: 'up', percent: '5' },
      }),
    ],
    'AAPL',
  );
  expect(lines.map((line) => [line.price, line.label])).toEqual([
    ['200', 'Alert ↑'],
    ['190', 'Alert ↓'],
  ]);
});

test('a moved line keeps its direction; a trend line is priced between and beyond its points', () => {
  expect(movedCondition({ type: 'price-crosses', direction: 'below', level: '1' }, '2')).toEqual({
    type: 'price-crosses',
    direction: 'below',
    level: '2',
  });
  const points = [
    { time: 1000, price: '10' },
    { time: 2000, price: '20' },
  ];
  expect(linePriceAt(points, 1500)).toBe(15);
  expect(linePriceAt(points, 3000)).toBe(30);
  expect(directionTo(101, 100)).toBe('above');
  expect(directionTo(99, 100)).toBe('below');
});

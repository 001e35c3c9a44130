import { expect, test } from 'vitest';
import { shadingSpans } from './shading-spans';

test('neighbouring bars of one session become a single band', () => {
  const points = [
    { x: 10, color: 'pre' },
    { x: 16, color: 'pre' },
    { x: 22, color: 'regular' },
    { x: 28, color: 'post' },
    { x: 34, color: 'post' },
  ];
  expect(shadingSpans(points, 6)).toEqual([
    { from: 7, to: 19, color: 'pre' },
    { from: 19, to: 25, color: 'regular' },
    { from: 25, to: 37, color: 'post' },
  ]);
});

test('a gap between bars of the same session starts a new band', () => {
  expect(
    shadingSpans(
      [
        { x: 0, color: 'pre' },
        { x: 30, color: 'pre' },
      ],
      6,
    ),
  ).toHaveLength(2);
});

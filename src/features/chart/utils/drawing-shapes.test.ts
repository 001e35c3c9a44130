import { expect, test } from 'vitest';
import type { Drawing } from '@contracts/drawings';
import { drawingShapes, fibonacciPrice, hitsShapes } from './drawing-shapes';

const style = { color: '#2563eb', width: 2 };
const id = '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const twoPoints = [
  { time: 0, price: '100' },
  { time: 1, price: '200' },
];
const drawing = (kind: Drawing['kind'], points = twoPoints, text = ''): Drawing => ({ id, kind, points, style, text });
const a = { x: 10, y: 300 };
const b = { x: 110, y: 100 };

test('a trend line is the segment between its points, and a press near it takes it', () => {
  const shapes = drawingShapes(drawing('trend-line'), [a, b], 800, 400);
  expect(shapes).toEqual([{ kind: 'line', from: a, to: b }]);
  expect(hitsShapes(shapes, { x: 62, y: 200 }, 4)).toBe(true);
  expect(hitsShapes(shapes, { x: 200, y: 200 }, 4)).toBe(false);
  // Past the second point the segment ends.
  expect(hitsShapes(shapes, { x: 160, y: 0 }, 4)).toBe(false);
});

test('a ray goes on past its second point to beyond the pane', () => {
  const shapes = drawingShapes(drawing('ray'), [a, b], 800, 400);
  expect(hitsShapes(shapes, { x: 160, y: 0 }, 4)).toBe(true);
  expect(hitsShapes(shapes, { x: 0, y: 320 }, 4)).toBe(false);
});

test('a horizontal line spans the pane at its price and is labelled with it', () => {
  const shapes = drawingShapes(drawing('horizontal-line', [{ time: 0, price: '190.2' }]), [a], 800, 400);
  expect(shapes[0]).toEqual({ kind: 'line', from: { x: 0, y: 300 }, to: { x: 800, y: 300 } });
  expect(shapes[1]).toMatchObject({ kind: 'text', lines: ['190.20'] });
  expect(hitsShapes(shapes, { x: 700, y: 302 }, 4)).toBe(true);
});

test('a rectangle is taken inside and on its edges', () => {
  const shapes = drawingShapes(drawing('rectangle'), [a, b], 800, 400);
  expect(hitsShapes(shapes, { x: 50, y: 200 }, 4)).toBe(true);
  expect(hitsShapes(shapes, { x: 113, y: 200 }, 4)).toBe(true);
  expect(hitsShapes(shapes, { x: 130, y: 200 }, 4)).toBe(false);
});

test('Fibonacci levels run from 0 % at the second price to 100 % at the first, each labelled', () => {
  expect(fibonacciPrice(100, 200, 0)).toBe(200);
  expect(fibonacciPrice(100, 200, 0.618)).toBeCloseTo(138.2, 10);
  expect(fibonacciPrice(100, 200, 1)).toBe(100);
  const shapes = drawingShapes(drawing('fibonacci'), [a, b], 800, 400);
  const labels = shapes.flatMap((shape) => (shape.kind === 'text' ? shape.lines : []));
  expect(labels).toEqual([
    '0.0% 200.00',
    '23.6% 176.40',
    '38.2% 161.80',
    '50.0% 150.00',
    '61.8% 138.20',
    '78.6% 121.40',
    '100.0% 100.00',
  ]);
  // The 50 % level is halfway between the points' heights.
  expect(shapes).toContainEqual({ kind: 'line', from: { x: 10, y: 200 }, to: { x: 110, y: 200 } });
});

test('a note shows its lines at its point and is taken on its text', () => {
  const shapes = drawingShapes(drawing('text', [{ time: 0, price: '1' }], 'Gap\nfill?'), [a], 800, 400);
  expect(shapes).toEqual([{ kind: 'text', at: a, lines: ['Gap', 'fill?'] }]);
  expect(hitsShapes(shapes, { x: 20, y: 296 }, 4)).toBe(true);
  expect(hitsShapes(shapes, { x: 20, y: 340 }, 4)).toBe(false);
});

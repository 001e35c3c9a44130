import { expect, test } from 'vitest';
import type { Drawing } from '@contracts/drawings';
import { drawingName, moveDrawing, nudgeDrawing, replaceDrawing } from './drawing-edits';

const MIN = 60_000;
const times = [0, MIN, 2 * MIN, 3 * MIN];
const line: Drawing = {
  id: '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c',
  kind: 'trend-line',
  points: [
    { time: 0, price: '190.20' },
    { time: 2 * MIN, price: '195.40' },
  ],
  style: { color: '#2563eb', width: 2 },
  text: '',
};

test('a handle is named by its kind and prices', () => {
  expect(drawingName(line)).toBe('Trend line 190.20 to 195.40');
  expect(drawingName({ ...line, kind: 'horizontal-line', points: [{ time: 0, price: '12.5' }] })).toBe(
    'Horizontal line 12.5',
  );
  expect(drawingName({ ...line, kind: 'text', points: [{ time: 0, price: '200.00' }], text: 'Gap' })).toBe(
    'Text note "Gap" at 200.00',
  );
});

test('arrows move every point by a tick of price or a bar of time', () => {
  expect(nudgeDrawing(line, { ticks: 1, bars: 0 }, times).points).toEqual([
    { time: 0, price: '190.21' },
    { time: 2 * MIN, price: '195.41' },
  ]);
  expect(nudgeDrawing(line, { ticks: 0, bars: -1 }, times).points).toEqual([
    { time: -MIN, price: '190.20' },
    { time: MIN, price: '195.40' },
  ]);
  // Below a dollar the tick is a hundredth of a cent.
  const cheap = { ...line, points: [{ time: 0, price: '0.5000' }] };
  expect(nudgeDrawing(cheap, { ticks: -1, bars: 0 }, times).points[0]?.price).toBe('0.4999');
});

test('a nudge never takes a price to zero or below', () => {
  const floor = { ...line, points: [{ time: 0, price: '0.0001' }] };
  expect(nudgeDrawing(floor, { ticks: -1, bars: 0 }, times).points[0]?.price).toBe('0.0001');
});

test('a drag moves by bars and a price difference, each price back on the grid', () => {
  expect(moveDrawing(line, 1, 0.333, times).points).toEqual([
    { time: MIN, price: '190.53' },
    { time: 3 * MIN, price: '195.73' },
  ]);
});

test('a replaced drawing keeps its place in the list', () => {
  const other = { ...line, id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b' };
  const moved = { ...line, text: 'x' };
  expect(replaceDrawing([line, other], moved)).toEqual([moved, other]);
});

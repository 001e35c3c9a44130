import { expect, test } from 'vitest';
import { drawingSchema } from '@contracts/drawings';
import { newDrawingId } from './drawing-id';

const note = (id: string) => ({
  id,
  kind: 'text',
  points: [{ time: 0, price: '1' }],
  style: { color: '#000000', width: 1 },
  text: 'x',
});

test('an id made without randomUUID (a page over plain http) is a UUID the contract takes', () => {
  const ids = new Set(
    Array.from({ length: 50 }, () => newDrawingId({ getRandomValues: (array) => crypto.getRandomValues(array) })),
  );
  expect(ids.size).toBe(50);
  for (const id of ids) expect(drawingSchema.safeParse(note(id)).success).toBe(true);
});

test('with randomUUID, it is used', () => {
  expect(newDrawingId({ getRandomValues: (array) => array, randomUUID: () => '1-2-3-4-5' })).toBe('1-2-3-4-5');
});

import { expect, test } from 'vitest';
import { sampleOrder } from '@server/store/testing/sample-orders';
import { listedChangeTime } from './order-service';

const READ_AT = 10_000;

test('a listed order that agrees with the journal changed when the journal saw it; one it never saw, when placed', () => {
  const working = sampleOrder({ status: 'SUBMITTED', updated_at: 5_000, placed_at: 1_000 });
  expect(listedChangeTime(working, working, READ_AT)).toBe(5_000);
  expect(listedChangeTime(working, undefined, READ_AT)).toBe(1_000);
});

test('a list read just before a fill is older than the fill the journal holds, so it cannot undo it', () => {
  const listed = sampleOrder({ status: 'SUBMITTED', updated_at: 0 });
  const kept = sampleOrder({ status: 'FILLED', filled_quantity: '10', updated_at: 7_000 });
  expect(listedChangeTime(listed, kept, READ_AT)).toBeLessThan(7_000);
});

test('a list that shows an order finished before the journal has seen it is the newest word', () => {
  const listed = sampleOrder({ status: 'CANCELLED', updated_at: 0 });
  const kept = sampleOrder({ status: 'SUBMITTED', updated_at: 7_000 });
  expect(listedChangeTime(listed, kept, READ_AT)).toBe(READ_AT);
  expect(listedChangeTime(listed, { ...kept, updated_at: 12_000 }, READ_AT)).toBe(12_001);
});

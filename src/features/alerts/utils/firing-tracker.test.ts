import { expect, test } from 'vitest';
import type { AlertFiring } from '@contracts/alerts';
import { createFiringTracker } from './firing-tracker';

const firing = (id: string, at: number): AlertFiring => ({
  id,
  alert_id: '00000000-0000-4000-8000-000000000001',
  symbol: 'AAPL',
  value: '200.10',
  at,
  message: 'AAPL crossed above 200',
  note: '',
  seen: false,
});

test('the first notice is only remembered; later ones hand on the new firings, oldest first', () => {
  const tracker = createFiringTracker();
  expect(tracker.take({ revision: 4, firings: [firing('a', 1)] })).toEqual([]);
  expect(tracker.take({ revision: 5, firings: [firing('c', 3), firing('b', 2), firing('a', 1)] })).toEqual([
    firing('b', 2),
    firing('c', 3),
  ]);
  // The same notice again (the link came back) announces nothing twice.
  expect(tracker.take({ revision: 5, firings: [firing('c', 3), firing('b', 2), firing('a', 1)] })).toEqual([]);
});

import { expect, test } from 'vitest';
import { formatEasternDate } from '@src/lib/eastern-time';
import { orderEvent, T0 } from '@src/testing/trading-fixtures';
import { formatListTime, formatStepTime } from './step-time';
import { formatLatency, timelineRows } from './timeline-rows';

test("each step's latency is the BFF's figure, else the time since the step before", () => {
  const rows = timelineRows([
    orderEvent({ kind: 'reviewed', at: T0, status: 'SENDING' }),
    orderEvent({ kind: 'sent', at: T0 + 4, status: 'SENDING' }),
    orderEvent({ kind: 'accepted', at: T0 + 60, latency_ms: 52 }),
    orderEvent({ kind: 'partial_fill', at: T0 + 1_560, filled_quantity: '4.00', filled_price: '190.05' }),
  ]);
  expect(rows.map((r) => [r.label, r.latencyMs])).toEqual([
    ['Reviewed', undefined],
    ['Sent to the broker', 4],
    ['Accepted', 52],
    ['Partly filled 4 @ 190.05', 1_500],
  ]);
  expect(formatLatency(52)).toBe('52 ms');
  expect(formatLatency(1_500)).toBe('1.50 s');
  expect(formatLatency(125_000)).toBe('2 min 5 s');
});

test('failing steps carry their explanation in plain words', () => {
  const [refused, notPlaced] = timelineRows([
    orderEvent({ kind: 'failed', status: 'FAILED', detail: 'Insufficient buying power: the order needs 1900.50 USD.' }),
    orderEvent({ kind: 'not_placed', status: 'NOT_PLACED' }),
  ]);
  expect(refused?.failure).toBe('Not enough buying power: the order needed $1,900.50.');
  expect(notPlaced?.failure).toMatch(/never received this order/);
});

test('times are New York wall-clock, with milliseconds for the steps', () => {
  expect(formatStepTime(T0 + 7)).toBe('10:30:00.007');
  expect(formatListTime(T0, formatEasternDate(T0 + 3_600_000))).toBe('10:30:00');
  expect(formatListTime(T0, formatEasternDate(T0 + 86_400_000))).toBe('Nov 18 10:30:00');
});

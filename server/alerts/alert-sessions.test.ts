import { expect, test } from 'vitest';
import { closedReason, isJudgedAt, judgedAtByMinute } from './alert-sessions';

// Wednesday 18 Nov 2026, New York is UTC-5.
const wednesdayAt = (hour: number, minute = 0) => Date.UTC(2026, 10, 18, hour + 5, minute);

test('prices are judged from the pre-market open to the after-hours close of a trading day', () => {
  expect(isJudgedAt(wednesdayAt(3, 59))).toBe(false);
  expect(isJudgedAt(wednesdayAt(4))).toBe(true);
  expect(isJudgedAt(wednesdayAt(10, 30))).toBe(true);
  expect(isJudgedAt(wednesdayAt(19, 59))).toBe(true);
  expect(isJudgedAt(wednesdayAt(20))).toBe(false);
  // Saturday 21 Nov.
  expect(isJudgedAt(Date.UTC(2026, 10, 21, 17))).toBe(false);
});

test('the remembered answer follows the minute it is asked about', () => {
  const judged = judgedAtByMinute();
  expect(judged(wednesdayAt(3, 59))).toBe(false);
  expect(judged(wednesdayAt(4))).toBe(true);
  expect(judged(wednesdayAt(4) + 30_000)).toBe(true);
  expect(judged(wednesdayAt(20))).toBe(false);
});

test('a closed market says when the next session opens', () => {
  // Saturday noon: Monday's pre-market.
  expect(closedReason(Date.UTC(2026, 10, 21, 17))).toBe('Market closed; watching again Mon 04:00 ET');
  // Wednesday night: Thursday is Thanksgiving (26 Nov 2026), so Friday's pre-market.
  expect(closedReason(Date.UTC(2026, 10, 26, 2))).toBe('Market closed; watching again Fri 04:00 ET');
});

test('the overnight session is named, not called closed', () => {
  // Tuesday 20:39 in New York: the overnight session into Wednesday.
  expect(closedReason(Date.UTC(2026, 10, 25, 1, 39))).toBe(
    'Overnight session, not judged; watching again Wed 04:00 ET',
  );
});

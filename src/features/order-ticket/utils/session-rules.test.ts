import { expect, test } from 'vitest';
import { dayOfDate } from '@market/calendar';
import { sessionTimeIssues } from './session-rules';

// New York days of Thanksgiving week 2026: Thursday 26 Nov is a holiday, Friday 27 Nov closes
// at 13:00 (after hours to 17:00), and no overnight session leads into the weekend.
const WEDNESDAY_18 = dayOfDate(2026, 11, 18);
const WEDNESDAY_25 = dayOfDate(2026, 11, 25);
const HALF_DAY = dayOfDate(2026, 11, 27);
const at = (day: number, hour: number, minute = 0) => ({ day, minute: hour * 60 + minute });
const said = (issues: ReturnType<typeof sessionTimeIssues>) =>
  issues.map((issue) => `${issue.level}: ${issue.message}`);

test('a regular-hours order outside regular hours names the open it waits for, with its day when not today', () => {
  expect(sessionTimeIssues({ orderType: 'MARKET', session: 'CORE' }, at(WEDNESDAY_18, 8))).toEqual([
    {
      field: 'session',
      level: 'warning',
      kind: 'risk',
      message: 'Regular hours are closed: this market order waits for the open (09:30 ET).',
    },
  ]);
  expect(said(sessionTimeIssues({ orderType: 'LIMIT', session: 'CORE' }, at(WEDNESDAY_18, 17)))).toEqual([
    'warning: Regular hours are closed: this order works from the next open (Thursday 19 Nov 09:30 ET).',
  ]);
  expect(sessionTimeIssues({ orderType: 'MARKET', session: 'CORE' }, at(WEDNESDAY_18, 10, 30))).toEqual([]);
});

test('on the half day after Thanksgiving the close is 13:00 and the next open is Monday', () => {
  expect(sessionTimeIssues({ orderType: 'MARKET', session: 'CORE' }, at(HALF_DAY, 12, 59))).toEqual([]);
  expect(said(sessionTimeIssues({ orderType: 'MARKET', session: 'CORE' }, at(HALF_DAY, 13)))).toEqual([
    'warning: Regular hours are closed: this market order waits for the open (Monday 30 Nov 09:30 ET).',
  ]);
  // After hours end at 17:00 that day: an extended-hours order then waits for Monday's pre-market.
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'ALL' }, at(HALF_DAY, 16, 30))).toEqual([]);
  expect(said(sessionTimeIssues({ orderType: 'LIMIT', session: 'ALL' }, at(HALF_DAY, 17)))).toEqual([
    'warning: Extended hours are closed: this order works from Monday 30 Nov 04:00 ET.',
  ]);
});

test('an overnight order waits for tonight only when tonight has an overnight session', () => {
  expect(said(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, at(WEDNESDAY_18, 17)))).toEqual([
    'warning: The overnight session opens at 20:00 ET: this order waits for it.',
  ]);
  // Friday's after hours: the broker takes the order, and it waits for Sunday evening.
  expect(said(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, at(HALF_DAY, 14)))).toEqual([
    'warning: There is no overnight session tonight: this order waits for the next one (Sunday 29 Nov 20:00 ET).',
  ]);
  // No overnight session leads into Thanksgiving; Thursday evening leads into the half day.
  expect(said(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, at(WEDNESDAY_25, 17)))).toEqual([
    'warning: There is no overnight session tonight: this order waits for the next one (Thursday 26 Nov 20:00 ET).',
  ]);
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, at(WEDNESDAY_18, 21))).toEqual([]);
});

test('an overnight order is refused while the broker takes none, naming the next overnight session', () => {
  expect(said(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, at(WEDNESDAY_18, 10)))).toEqual([
    'error: Overnight orders are taken only after the regular close and overnight; the next overnight session opens 20:00 ET.',
  ]);
  expect(said(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, at(HALF_DAY, 18)))).toEqual([
    'error: Overnight orders are taken only after the regular close and overnight; the next overnight session opens Sunday 29 Nov 20:00 ET.',
  ]);
});

test('without the market time nothing is said', () => {
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, undefined)).toEqual([]);
});

test('the open a market order waits for is named with its day across Fridays, weekends and holidays', () => {
  const waitsFor = (day: number, hour: number) =>
    said(sessionTimeIssues({ orderType: 'MARKET', session: 'CORE' }, at(day, hour)));
  const words = (opening: string) => [
    `warning: Regular hours are closed: this market order waits for the open (${opening}).`,
  ];
  // A normal Friday after its 16:00 close, and the Saturday after it: Monday.
  expect(waitsFor(dayOfDate(2026, 11, 20), 16)).toEqual(words('Monday 23 Nov 09:30 ET'));
  expect(waitsFor(dayOfDate(2026, 11, 21), 12)).toEqual(words('Monday 23 Nov 09:30 ET'));
  // The day before Thanksgiving after its close, and Thanksgiving itself: the half day's open.
  expect(waitsFor(WEDNESDAY_25, 16)).toEqual(words('Friday 27 Nov 09:30 ET'));
  expect(waitsFor(dayOfDate(2026, 11, 26), 10)).toEqual(words('Friday 27 Nov 09:30 ET'));
  // Christmas Eve 2026 closes at 13:00 and Christmas Day is a Friday: Monday 28 December.
  expect(waitsFor(dayOfDate(2026, 12, 24), 13)).toEqual(words('Monday 28 Dec 09:30 ET'));
  // Before the open on a trading day: today, so no day is named.
  expect(waitsFor(HALF_DAY, 8)).toEqual(words('09:30 ET'));
});

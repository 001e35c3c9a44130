import { expect, test } from 'vitest';
import { formatDayMinute, US_SESSION_HOURS, usSessionAt } from './us-market-sessions';

const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

test('each session begins on its minute and the one before belongs to the session before', () => {
  const at = (hhmm: string) => usSessionAt(minute(hhmm));
  expect([
    at('00:00'),
    at('03:59'),
    at('04:00'),
    at('09:29'),
    at('09:30'),
    at('15:59'),
    at('16:00'),
    at('19:59'),
    at('20:00'),
    at('23:59'),
  ]).toEqual(['overnight', 'overnight', 'pre', 'pre', 'regular', 'regular', 'post', 'post', 'overnight', 'overnight']);
});

test('the hours are pre-market 04:00-09:30, regular 09:30-16:00, after-hours 16:00-20:00, overnight 20:00-04:00', () => {
  const spans = Object.fromEntries(
    Object.entries(US_SESSION_HOURS).map(([session, { from, to }]) => [
      session,
      `${formatDayMinute(from)}-${formatDayMinute(to)}`,
    ]),
  );
  expect(spans).toEqual({ pre: '04:00-09:30', regular: '09:30-16:00', post: '16:00-20:00', overnight: '20:00-04:00' });
});

test('the table and the classification agree on every minute of the day', () => {
  for (let m = 0; m < 1440; m += 1) {
    const { from, to } = US_SESSION_HOURS[usSessionAt(m)];
    const inside = from < to ? m >= from && m < to : m >= from || m < to;
    expect(inside, `minute ${String(m)}`).toBe(true);
  }
});

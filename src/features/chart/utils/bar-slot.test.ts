import { expect, test } from 'vitest';
import { barStart } from './bar-slot';

const utc = (text: string) => Date.parse(`${text}Z`);

test('a daily bar starts at New York midnight, on both sides of the autumn clock change', () => {
  // 2026-11-01: daylight time (UTC-4) ends at 06:00 UTC; the next midnight is 05:00 UTC.
  const cases: [string, string][] = [
    ['2026-11-01T03:59:59.999', '2026-10-31T04:00:00'],
    ['2026-11-01T04:00:00', '2026-11-01T04:00:00'],
    ['2026-11-01T05:30:00', '2026-11-01T04:00:00'],
    ['2026-11-01T06:30:00', '2026-11-01T04:00:00'],
    ['2026-11-02T04:59:59.999', '2026-11-01T04:00:00'],
    ['2026-11-02T05:00:00', '2026-11-02T05:00:00'],
    // Back to an hour asked before: the answer does not depend on what came in between.
    ['2026-11-01T03:10:00', '2026-10-31T04:00:00'],
  ];
  for (const [at, start] of cases) expect(new Date(barStart(utc(at), 'D')).toISOString()).toBe(`${start}.000Z`);
});

test('a spring-forward day, and every instant of one hour, in one bar; week, month and year bars of the same instant differ', () => {
  // 2026-03-08: daylight time starts at 07:00 UTC, so the day has 23 hours, from 05:00 UTC.
  for (let minute = 0; minute < 23 * 60; minute += 7)
    expect(barStart(utc('2026-03-08T05:00:00') + minute * 60_000, 'D')).toBe(utc('2026-03-08T05:00:00'));
  expect(barStart(utc('2026-03-09T04:00:00'), 'D')).toBe(utc('2026-03-09T04:00:00'));
  const wednesday = utc('2026-11-18T15:30:00');
  expect(barStart(wednesday, 'D')).toBe(utc('2026-11-18T05:00:00'));
  expect(barStart(wednesday + 1_000, 'W')).toBe(utc('2026-11-16T05:00:00'));
  expect(barStart(wednesday + 2_000, 'M')).toBe(utc('2026-11-01T04:00:00'));
  expect(barStart(wednesday + 3_000, 'Y')).toBe(utc('2026-01-01T05:00:00'));
  expect(barStart(wednesday + 4_000, 'D')).toBe(utc('2026-11-18T05:00:00'));
});

test('intraday bars are whole multiples of their length', () => {
  expect(barStart(utc('2026-11-18T15:37:12'), 'M5')).toBe(utc('2026-11-18T15:35:00'));
  expect(barStart(utc('2026-11-18T15:37:12'), 'M60')).toBe(utc('2026-11-18T15:00:00'));
});

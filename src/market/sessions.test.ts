import { expect, test } from 'vitest';
import { formatDayMinute, usSessionAt } from './sessions';

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

test('a minute of the day is written as New York clock time', () => {
  expect([0, 240, 570, 780, 1020, 1200].map(formatDayMinute)).toEqual([
    '00:00',
    '04:00',
    '09:30',
    '13:00',
    '17:00',
    '20:00',
  ]);
});

import { expect, test } from 'vitest';
import { sessionTimeIssues } from './session-rules';

test('a regular-hours market order outside regular hours waits for the open', () => {
  expect(sessionTimeIssues({ orderType: 'MARKET', session: 'CORE' }, 'pre')).toEqual([
    {
      field: 'session',
      level: 'warning',
      kind: 'risk',
      message: 'Regular hours are closed: this market order waits for the open (09:30 ET).',
    },
  ]);
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'CORE' }, 'closed')[0]?.message).toContain(
    'works from the next open',
  );
  expect(sessionTimeIssues({ orderType: 'MARKET', session: 'CORE' }, 'regular')).toEqual([]);
});

test('extended hours wait only through the night', () => {
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'ALL' }, 'post')).toEqual([]);
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'ALL' }, 'overnight')[0]?.level).toBe('warning');
});

test('an overnight order is refused outside the night, and waits for 20:00 after the close', () => {
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, 'overnight')).toEqual([]);
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, 'post')[0]).toMatchObject({ level: 'warning' });
  for (const now of ['pre', 'regular', 'closed'] as const) {
    expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, now)[0]).toMatchObject({
      field: 'session',
      level: 'error',
      kind: 'risk',
    });
  }
});

test('without the market time nothing is said', () => {
  expect(sessionTimeIssues({ orderType: 'LIMIT', session: 'NIGHT' }, undefined)).toEqual([]);
});

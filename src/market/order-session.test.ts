import { expect, test } from 'vitest';
import { sessionThatWorksNow } from './order-session';

test('an order sent now asks for the session that works now', () => {
  expect(sessionThatWorksNow('regular', false)).toBe('CORE');
  expect(sessionThatWorksNow('pre', true)).toBe('ALL');
  expect(sessionThatWorksNow('post', false)).toBe('ALL');
  expect(sessionThatWorksNow('overnight', true)).toBe('NIGHT');
  // Overnight without overnight trading in the stock: extended hours, which waits for the morning.
  expect(sessionThatWorksNow('overnight', false)).toBe('ALL');
  // Closed, or not known yet: regular hours, which waits for the open.
  expect(sessionThatWorksNow('closed', true)).toBe('CORE');
  expect(sessionThatWorksNow(undefined, undefined)).toBe('CORE');
});

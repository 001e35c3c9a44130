// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SessionKey } from './session-key';

afterEach(() => {
  cleanup();
});

/** An instant of New York time in late November 2026 (EST, UTC-5). */
const newYork = (date: number, hour: number, minute = 0) => Date.UTC(2026, 10, date, hour + 5, minute);

const labels = (marketTime: number) => {
  render(<SessionKey theme="light" marketTime={marketTime} />);
  const key = screen.getByRole('list', { name: 'Session shading (Eastern time)' });
  const shown = within(key)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  cleanup();
  return shown;
};

test('the key names each tinted session in words with the New York hours of that market day', () => {
  // Wednesday 18 November: a full day.
  expect(labels(newYork(18, 10, 30))).toEqual([
    'Pre-market 04:00–09:30',
    'After hours 16:00–20:00',
    'Overnight 20:00–04:00',
  ]);
});

test('on the half day after Thanksgiving after hours are 13:00–17:00, and stay so over the weekend', () => {
  const halfDay = ['Pre-market 04:00–09:30', 'After hours 13:00–17:00', 'Overnight 20:00–04:00'];
  expect(labels(newYork(27, 10))).toEqual(halfDay);
  // Thanksgiving evening's overnight session leads into the half day.
  expect(labels(newYork(26, 21))).toEqual(halfDay);
  // Saturday shows the last day that traded; Sunday evening's overnight leads into a full Monday.
  expect(labels(newYork(28, 12))).toEqual(halfDay);
  expect(labels(newYork(29, 20, 30))[1]).toBe('After hours 16:00–20:00');
});

test('the key is a legend with no control in it, so nothing in it looks or acts clickable', () => {
  render(<SessionKey theme="dark" marketTime={newYork(18, 10, 30)} />);
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.queryAllByRole('checkbox')).toEqual([]);
  expect(screen.getByText('Shading (ET):')).toBeTruthy();
});

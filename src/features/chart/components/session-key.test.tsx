// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SessionKey } from './session-key';

afterEach(() => {
  cleanup();
});

test('the key names each tinted session in words with its New York hours', () => {
  render(<SessionKey theme="light" />);
  const key = screen.getByRole('list', { name: 'Session shading (Eastern time)' });
  expect(
    within(key)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Pre-market 04:00–09:30', 'After hours 16:00–20:00', 'Overnight 20:00–04:00']);
});

test('the key is a legend with no control in it, so nothing in it looks or acts clickable', () => {
  render(<SessionKey theme="dark" />);
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.queryAllByRole('checkbox')).toEqual([]);
  expect(screen.getByText('Shading (ET):')).toBeTruthy();
});

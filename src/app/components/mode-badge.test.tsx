// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ModeBadge } from './mode-badge';

afterEach(cleanup);

test('paper mode says it is simulated, in amber', () => {
  render(<ModeBadge mode="paper" />);
  const badge = screen.getByTestId('mode-badge');
  expect(badge.textContent).toBe('Paper (simulated)');
  expect(badge.className).toContain('amber');
});

test('live mode says Live, in red, so real money is never mistaken for paper', () => {
  render(<ModeBadge mode="live" />);
  const badge = screen.getByTestId('mode-badge');
  expect(badge.textContent).toBe('Live');
  expect(badge.className).toContain('red');
  expect(badge.title).toMatch(/real brokerage/);
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { ClockSkewNote, clockSkewText } from './clock-skew-note';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('nothing is said before a measurement or while signing uses this clock', () => {
  expect(clockSkewText({ offset_ms: null, measured_at: null, corrected: false })).toBeNull();
  expect(clockSkewText({ offset_ms: 12_000, measured_at: 1, corrected: false })).toBeNull();
});

test('a clock ten minutes behind the broker says how far off and why, with the direction in the title', () => {
  const shown = clockSkewText({ offset_ms: 600_400, measured_at: 1, corrected: true });
  expect(shown?.text).toBe(
    "Your computer's clock is 10 min off the broker's; requests are signed with the broker's time",
  );
  expect(shown?.title).toMatch(/10 min behind the broker's/);
  expect(clockSkewText({ offset_ms: -45_200, measured_at: 1, corrected: true })?.title).toMatch(
    /45 s ahead of the broker's/,
  );
});

test('the note reads /api/clock-skew', async () => {
  stubBff(() => ({ body: { offset_ms: -600_000, measured_at: Date.now(), corrected: true } }));
  renderWithQuery(<ClockSkewNote />);
  expect((await screen.findByRole('note')).textContent).toBe(
    "Your computer's clock is 10 min off the broker's; requests are signed with the broker's time",
  );
});

// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { MarketTimeBadge, marketTimeText } from './market-time-badge';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
// Saturday 2026-11-21 10:00 New York.
const SATURDAY = Date.UTC(2026, 10, 21, 15);

test('real time shows nothing', () => {
  expect(marketTimeText({ market_time: SATURDAY + 20_000, wall_time: SATURDAY }, SATURDAY)).toBeNull();
});

test('a replay whole days behind names the replayed day and time', () => {
  const shown = marketTimeText({ market_time: SATURDAY - 2 * DAY + 150, wall_time: SATURDAY }, SATURDAY + 3 * 60_000);
  expect(shown?.text).toBe('Market time Thu 10:03 ET (replay of an earlier trading day)');
  expect(shown?.title).toMatch(/exchange is closed/);
});

test('any other offset is a simulated clock', () => {
  const pinned = Date.UTC(2026, 10, 18, 15, 30);
  expect(marketTimeText({ market_time: pinned, wall_time: SATURDAY }, SATURDAY)?.text).toBe(
    'Market time Wed 10:30 ET (simulated clock)',
  );
});

test('the badge reads /api/market-clock', async () => {
  const now = Date.now();
  stubBff(() => ({ body: { market_time: now - 2 * DAY, wall_time: now } }));
  renderWithQuery(<MarketTimeBadge />);
  expect((await screen.findByTestId('market-time')).textContent).toMatch(/^Market time \w{3} \d\d:\d\d ET \(replay/);
});

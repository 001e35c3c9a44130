// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { FeedState } from '@contracts/stream';
import { LiveStoreContext } from '@src/lib/live-context';
import { createLiveStore } from '@src/lib/live-store';
import { createTestFrames, createTestTransport } from '@src/testing/live-test-transport';
import { FeedBadge } from './feed-badge';

afterEach(cleanup);

function renderBadge() {
  const wire = createTestTransport();
  const frames = createTestFrames();
  const store = createLiveStore(frames);
  store.start(wire.transport);
  render(
    <LiveStoreContext.Provider value={store}>
      <FeedBadge />
    </LiveStoreContext.Provider>,
  );
  const badge = () => screen.getByRole('status');
  const feed = (state: FeedState) => {
    act(() => {
      wire.push({ kind: 'status', data: { state, since: 1, symbols: {}, at: 2 } });
      frames.run();
    });
  };
  const link = (state: 'online' | 'offline' | 'connecting') => {
    act(() => {
      wire.setLink(state);
      frames.run();
    });
  };
  return { badge, feed, link };
}

test('the badge follows the feed status: live, silent, polling, idle', () => {
  const { badge, feed, link } = renderBadge();
  expect(badge().dataset.state).toBe('connecting');
  link('online');
  feed('live');
  expect(badge().dataset.state).toBe('live');
  expect(badge().textContent).toBe('Feed live');
  expect(badge().getAttribute('aria-label')).toBe('Price feed: Prices are streaming live');
  feed('silent');
  expect(badge().dataset.state).toBe('silent');
  expect(badge().getAttribute('aria-label')).toMatch(/silent; prices may be stale/);
  feed('polling');
  expect(badge().textContent).toBe('Feed polling');
  feed('idle');
  expect(badge().dataset.state).toBe('idle');
  expect(badge().textContent).toBe('Market closed');
  expect(badge().getAttribute('aria-label')).toMatch(/market is closed; the price feed is connected and idle/);
});

test("losing the tab's own connection shows reconnecting until it is back", () => {
  const { badge, feed, link } = renderBadge();
  link('online');
  feed('live');
  link('offline');
  expect(badge().dataset.state).toBe('reconnecting');
  link('connecting');
  expect(badge().dataset.state).toBe('reconnecting');
  link('online');
  expect(badge().dataset.state).toBe('live');
});

test('without a live connection (signed out, tests) there is no badge', () => {
  render(<FeedBadge />);
  expect(screen.queryByRole('status')).toBeNull();
});

test('the live dot pulses a few times as the feed turns live, then rests: never an endless animation', () => {
  const { badge, feed, link } = renderBadge();
  link('online');
  feed('live');
  expect(badge().dataset.state).toBe('live');
  const dot = screen.getByTestId('feed-dot');
  const animation = /animate-\[pulse_[^\]]*_(\d+)\]/.exec(dot.className);
  expect(animation?.[1]).toBe('3');
  expect(dot.className).not.toMatch(/\banimate-pulse\b|infinite/);
  feed('silent');
  expect(screen.getByTestId('feed-dot').className).not.toMatch(/animate-/);
});

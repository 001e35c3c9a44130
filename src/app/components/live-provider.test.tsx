// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { FEED_STATUS_TOPIC } from '@contracts/stream';
import { createTestTransport } from '@src/testing/live-test-transport';
import { FeedBadge } from './feed-badge';
import { createLiveConnection, type LoadRelay } from '../live-connection';
import { LiveProvider } from './live-provider';

afterEach(cleanup);

test('a live-data chunk that fails to load is said in the feed badge, and Retry imports it again', async () => {
  const wire = createTestTransport();
  let loads = 0;
  // The first import fails as a dropped network or a replaced build makes it fail; the second works.
  const loadRelay: LoadRelay = () => {
    loads += 1;
    if (loads === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return Promise.resolve({ connectRelay: () => wire.transport });
  };
  render(
    <LiveProvider loadRelay={loadRelay}>
      <FeedBadge />
    </LiveProvider>,
  );
  const badge = () => screen.getByTestId('feed-badge');
  await waitFor(() => {
    expect(badge().dataset.state).toBe('failed');
  });
  expect(badge().textContent).toBe('Live data failed to load');
  expect(badge().getAttribute('aria-label')).toBe(
    'Price feed: The live-data code did not load, so prices do not update',
  );
  expect(wire.calls).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => {
    expect(wire.calls[0]?.topics).toContain(FEED_STATUS_TOPIC);
  });
  expect(loads).toBe(2);
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  act(() => {
    wire.setLink('online');
    wire.push({ kind: 'status', data: { state: 'live', since: 1, symbols: {}, at: 2 } });
  });
  await waitFor(() => {
    expect(badge().dataset.state).toBe('live');
  });
  expect(badge().textContent).toBe('Feed live');
});

test('a connection the entry script opened is taken over, not opened again, and closed when the screen goes', async () => {
  const wire = createTestTransport();
  let loads = 0;
  let closes = 0;
  const live = createLiveConnection(() => {
    loads += 1;
    return Promise.resolve({
      connectRelay: () => ({
        ...wire.transport,
        close: () => {
          closes += 1;
        },
      }),
    });
  });
  await live.open();
  expect(wire.calls).toHaveLength(1);

  const { unmount } = render(
    <LiveProvider connection={live}>
      <FeedBadge />
    </LiveProvider>,
  );
  act(() => {
    wire.setLink('online');
    wire.push({ kind: 'status', data: { state: 'live', since: 1, symbols: {}, at: 2 } });
  });
  await waitFor(() => {
    expect(screen.getByTestId('feed-badge').dataset.state).toBe('live');
  });
  expect(loads).toBe(1);
  expect(wire.calls).toHaveLength(1);

  unmount();
  expect(closes).toBe(1);
});

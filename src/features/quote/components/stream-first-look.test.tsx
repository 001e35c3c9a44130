// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import type { FeedState } from '@contracts/stream';
import { LiveStoreContext } from '@src/lib/live-context';
import { createQueryClient } from '@src/lib/query-client';
import { stubBff } from '@src/testing/render-with-query';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { DepthLadder } from './depth-ladder';
import { TimeAndSales } from './time-and-sales';

const T0 = Date.parse('2026-11-18T15:30:00Z');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showWithFeed(state: FeedState) {
  const live = startTestLiveStore({ online: true });
  act(() => {
    live.wire.push({ kind: 'status', data: { state, since: 1, symbols: {}, at: 2 } });
    live.frames.run();
  });
  const fetchMock = stubBff((url) => ({
    body: url.pathname.endsWith('/depth')
      ? { symbol: 'AAPL', quote_time: T0 - 5_000, bids: [{ price: '99.00', size: '10' }], asks: [] }
      : { symbol: 'AAPL', ticks: [{ time: T0 - 5_000, price: '99.50', volume: '10', side: 'N' }] },
  }));
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <LiveStoreContext.Provider value={live.store}>
        <DepthLadder symbol="AAPL" />
        <TimeAndSales symbol="AAPL" />
      </LiveStoreContext.Provider>
    </QueryClientProvider>,
  );
  return { ...live, fetchMock };
}

test('while the stream is live, a first look fills the book from it, asking no REST for it', async () => {
  const { wire, frames, fetchMock } = showWithFeed('live');
  expect(screen.getByText(/Waiting for the first update of the order book/)).toBeDefined();
  act(() => {
    wire.push({
      kind: 'depth',
      symbol: 'AAPL',
      data: { symbol: 'AAPL', time: T0, bids: [{ price: '100.00', size: '5' }], asks: [], received_at: T0 },
    });
    frames.run();
  });
  expect(await screen.findByTestId('depth-bid')).toHaveProperty('dataset.value', '100.00');
  // The trades are a history the stream does not replay: they still come over REST (one call).
  expect((await screen.findAllByTestId('trade-row')).map((row) => row.dataset.price)).toEqual(['99.50']);
  expect(fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''))).toEqual([
    expect.stringContaining('/api/ticks'),
  ]);
});

test('while the stream is polling, the book comes over REST as before', async () => {
  const { fetchMock } = showWithFeed('polling');
  expect(await screen.findByTestId('depth-bid')).toHaveProperty('dataset.value', '99.00');
  expect((await screen.findAllByTestId('trade-row')).map((row) => row.dataset.price)).toEqual(['99.50']);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

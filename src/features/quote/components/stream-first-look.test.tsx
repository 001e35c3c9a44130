// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import type { FeedState } from '@contracts/stream';
import { LiveStoreContext } from '@src/lib/live-context';
import { createQueryClient } from '@src/lib/query-client';
import { stubBff } from '@src/testing/render-with-query';
import { FIRST_PUSH_WAIT_MS } from '@src/lib/use-first-value-from-rest';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { DepthLadder } from './depth-ladder';
import { QuotePanel } from './quote-panel';
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

/** The quote panel over a feed in `state`; the BFF answers the snapshot (with its EPS) and the rest. */
function showQuoteWithFeed(state: FeedState) {
  const live = startTestLiveStore({ online: true });
  act(() => {
    live.wire.push({ kind: 'status', data: { state, since: 1, symbols: {}, at: 2 } });
    live.frames.run();
  });
  const snapshot = {
    symbol: 'AAPL',
    instrument_id: '1',
    ...{ price: '99.00', open: '98.00', high: '99.50', low: '97.50', pre_close: '98.50', volume: '900' },
    ...{ change: '0.50', change_ratio: '0.005076', eps: '6.10', turnover: '89100' },
    last_trade_time: T0 - 5_000,
    received_at: T0 - 4_000,
  };
  const fetchMock = stubBff((url) => {
    if (url.pathname.endsWith('/snapshots')) return { body: [snapshot] };
    if (url.pathname.endsWith('/depth')) return { body: { symbol: 'AAPL', quote_time: T0, bids: [], asks: [] } };
    return { body: { symbol: 'AAPL', ticks: [] } };
  });
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <LiveStoreContext.Provider value={live.store}>
        <QuotePanel symbol="AAPL" />
      </LiveStoreContext.Provider>
    </QueryClientProvider>,
  );
  const snapshotCalls = () =>
    fetchMock.mock.calls.flatMap(([input]) =>
      typeof input === 'string' && input.includes('/api/snapshots') ? [input] : [],
    );
  return { ...live, snapshotCalls };
}

const streamedQuote = {
  symbol: 'AAPL',
  ...{ price: '100.00', open: '98.00', high: '100.00', low: '97.50', pre_close: '98.50', volume: '1000' },
  ...{ change: '1.50', change_ratio: '0.015228', trade_time: T0, source: 'stream' as const, received_at: T0 },
};

test("while the stream is live, the quote's first look is its first push; the snapshot is asked only for its own figures, at the secondary priority", async () => {
  const { wire, frames, snapshotCalls } = showQuoteWithFeed('live');
  // Nothing asked before the push: the stream brings the quote.
  expect(screen.getByRole('status', { name: 'Loading quote' })).toBeDefined();
  expect(snapshotCalls()).toEqual([]);
  act(() => {
    wire.push({ kind: 'quote', symbol: 'AAPL', data: streamedQuote });
    frames.run();
  });
  expect(screen.getByTestId('quote-price').dataset.value).toBe('100.00');
  expect(screen.getByTestId('quote-source').dataset.value).toBe('stream');
  expect(screen.getByTestId('quote-volume').dataset.value).toBe('1000');
  expect(screen.getByRole('status', { name: 'Loading turnover, EPS and book value' })).toBeDefined();
  // The figures the stream does not carry follow, and the streamed price stays (it is newer).
  expect((await screen.findByTestId('quote-eps')).dataset.value).toBe('6.10');
  expect(screen.getByTestId('quote-turnover').dataset.value).toBe('89100');
  expect(screen.getByTestId('quote-price').dataset.value).toBe('100.00');
  expect(screen.queryByRole('status', { name: 'Loading turnover, EPS and book value' })).toBeNull();
  expect(snapshotCalls()).toEqual(['/api/snapshots?symbols=AAPL&priority=secondary']);
});

test("while the stream is polling, the quote's first look is the snapshot, asked at once as the trader waits on it", async () => {
  const { snapshotCalls } = showQuoteWithFeed('polling');
  expect((await screen.findByTestId('quote-price')).dataset.value).toBe('99.00');
  expect(screen.getByTestId('quote-eps').dataset.value).toBe('6.10');
  expect(snapshotCalls()).toEqual(['/api/snapshots?symbols=AAPL']);
});

test('a live stream whose first quote lacks a day figure leaves the first look to the snapshot after the wait', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const { wire, frames, snapshotCalls } = showQuoteWithFeed('live');
    act(() => {
      wire.push({ kind: 'quote', symbol: 'AAPL', data: { ...streamedQuote, open: undefined } });
      frames.run();
    });
    expect(screen.getByRole('status', { name: 'Loading quote' })).toBeDefined();
    expect(snapshotCalls()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(FIRST_PUSH_WAIT_MS);
    });
    expect(snapshotCalls()).toEqual(['/api/snapshots?symbols=AAPL']);
  } finally {
    vi.useRealTimers();
  }
});

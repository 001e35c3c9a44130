// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import type { Snapshot } from '@contracts/market-data';
import { LiveStoreContext } from '@src/lib/live-context';
import { createQueryClient } from '@src/lib/query-client';
import { stubBff } from '@src/testing/render-with-query';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { QuoteHeader } from './quote-header';
import { QuotePanel } from './quote-panel';

const T0 = Date.parse('2026-11-18T15:30:00Z');
const snapshot: Snapshot = {
  symbol: 'AAPL',
  instrument_id: '1',
  price: '100.00',
  open: '99.00',
  high: '101.00',
  low: '98.50',
  pre_close: '99.50',
  volume: '1000',
  change: '0.50',
  change_ratio: '0.005025',
  last_trade_time: T0 - 1_000,
  received_at: T0,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderLivePanel() {
  const { wire, frames, store } = startTestLiveStore({ online: true });
  stubBff((url) => {
    if (url.pathname === '/api/depth')
      return {
        body: {
          symbol: 'AAPL',
          quote_time: T0 - 5_000,
          bids: [{ price: '99.90', size: '100' }],
          asks: [{ price: '100.10', size: '300' }],
        },
      };
    if (url.pathname === '/api/ticks')
      return { body: { symbol: 'AAPL', ticks: [{ time: T0 - 1_000, price: '100.00', volume: '10', side: 'N' }] } };
    return { body: [snapshot] };
  });
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <LiveStoreContext.Provider value={store}>
        <QuotePanel symbol="AAPL" />
      </LiveStoreContext.Provider>
    </QueryClientProvider>,
  );
  const deliver = (push: () => void) => {
    act(() => {
      push();
      frames.run();
    });
  };
  return { wire, deliver };
}

test('streamed quote, book and trades replace the first REST values, and a rise flashes', async () => {
  const { wire, deliver } = renderLivePanel();
  const price = await screen.findByTestId('quote-price');
  expect(price.dataset.value).toBe('100.00');
  expect(await screen.findAllByTestId('trade-row')).toHaveLength(1);

  deliver(() => {
    wire.push({
      kind: 'quote',
      symbol: 'AAPL',
      data: { symbol: 'AAPL', price: '101.25', trade_time: T0, source: 'stream', received_at: T0 + 100 },
    });
    wire.push({
      kind: 'depth',
      symbol: 'AAPL',
      data: {
        symbol: 'AAPL',
        time: T0,
        bids: [
          { price: '101.20', size: '50' },
          { price: '101.15', size: '70' },
        ],
        asks: [{ price: '101.30', size: '20' }],
        received_at: T0 + 100,
      },
    });
    wire.push({
      kind: 'tick',
      symbol: 'AAPL',
      data: { symbol: 'AAPL', ticks: [{ time: T0, price: '101.25', volume: '5', side: 'S' }], received_at: T0 + 100 },
    });
  });

  expect(screen.getByTestId('quote-price').dataset.value).toBe('101.25');
  expect(screen.getByTestId('quote-price').textContent).toBe('101.25');
  expect(screen.getByTestId('quote-price').dataset.flash).toBe('up');
  expect(screen.getByTestId('quote-source').dataset.value).toBe('stream');
  const ladder = screen.getByTestId('depth-ladder');
  expect(within(ladder).getAllByTestId('depth-row')).toHaveLength(2);
  expect(within(ladder).getAllByTestId('depth-bid')[0]?.dataset.value).toBe('101.20');
  expect(screen.getByTestId('quote-bid').dataset.value).toBe('101.20');
  const trades = screen.getAllByTestId('trade-row');
  expect(trades.map((row) => row.dataset.price)).toEqual(['101.25', '100.00']);
});

test('a price is marked stale once no update came for longer than the limit', () => {
  vi.useFakeTimers();
  vi.setSystemTime(T0 + 2_000);
  render(<QuoteHeader quote={snapshot} source="stream" />);
  expect(screen.getByTestId('quote-price').dataset.stale).toBe('false');
  expect(screen.getByTestId('quote-age').textContent).toBe('Updated 2 s ago');

  act(() => {
    vi.advanceTimersByTime(9_000);
  });
  expect(screen.getByTestId('quote-price').dataset.stale).toBe('true');
  expect(screen.getByTestId('quote-age').dataset.stale).toBe('true');
  expect(screen.getByTestId('quote-age').textContent).toBe('Stale · 11 s ago');
});

// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import type { FeedState } from '@contracts/stream';
import { LiveStoreContext } from '@src/lib/live-context';
import { createQueryClient } from '@src/lib/query-client';
import { stubBff } from '@src/testing/render-with-query';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { useCurrentPrice } from './get-current-price';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function priceWithFeed(state: FeedState, pushed: boolean) {
  const live = startTestLiveStore({ online: true });
  act(() => {
    live.wire.push({ kind: 'status', data: { state, since: 1, symbols: {}, at: 2 } });
    live.frames.run();
  });
  const fetchMock = stubBff(() => ({
    body: [
      {
        symbol: 'KO',
        instrument_id: '1',
        ...{ price: '60.00', open: '60', high: '60', low: '60', pre_close: '60', volume: '1', change: '0' },
        ...{ change_ratio: '0', last_trade_time: 1, received_at: 1 },
      },
    ],
  }));
  const client = createQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <LiveStoreContext.Provider value={live.store}>{children}</LiveStoreContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useCurrentPrice('KO'), { wrapper });
  // The quote panel beside the tab follows the symbol already: its quote arrives at once.
  act(() => {
    if (pushed) {
      const quote = { symbol: 'KO', price: '61.25', trade_time: 5, source: 'stream' as const, received_at: 6 };
      live.wire.push({ kind: 'quote', symbol: 'KO', data: quote });
    }
    live.frames.run();
  });
  return { result, fetchMock };
}

test('while the stream is live, an opened tab draws against the streamed price and asks no snapshot', () => {
  const { result, fetchMock } = priceWithFeed('live', true);
  expect(result.current).toBe('61.25');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('while the stream is polling, an opened tab asks the snapshot for the price', async () => {
  const { result, fetchMock } = priceWithFeed('polling', false);
  await waitFor(() => {
    expect(result.current).toBe('60.00');
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

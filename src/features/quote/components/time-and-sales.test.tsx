// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import type { Tick } from '@contracts/market-data';
import { LiveStoreContext } from '@src/lib/live-context';
import { createQueryClient } from '@src/lib/query-client';
import { stubBff } from '@src/testing/render-with-query';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { TimeAndSales } from './time-and-sales';

const T0 = Date.parse('2026-11-18T15:30:00Z');
const trade = (time: number, price: string): Tick => ({ time, price, volume: '10', side: 'N' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('coming back to a symbol shows its trades afresh, never the first visit with later ones on top', async () => {
  const { store } = startTestLiveStore({ online: true });
  // The broker's recent trades of AAPL, as they stand when asked.
  let aaplTrades = [trade(T0 - 2_000, '100.00')];
  const fetchMock = stubBff((url) => ({
    body: {
      symbol: url.searchParams.get('symbol'),
      ticks: url.searchParams.get('symbol') === 'AAPL' ? aaplTrades : [],
    },
  }));
  const client = createQueryClient({ retry: false });
  const show = (symbol: string) => (
    <QueryClientProvider client={client}>
      <LiveStoreContext.Provider value={store}>
        <TimeAndSales symbol={symbol} />
      </LiveStoreContext.Provider>
    </QueryClientProvider>
  );
  const shown = () => screen.getAllByTestId('trade-row').map((row) => row.dataset.price);
  const view = render(show('AAPL'));
  expect((await screen.findAllByTestId('trade-row')).map((row) => row.dataset.price)).toEqual(['100.00']);

  view.rerender(show('MSFT'));
  await screen.findByText('No trades yet.');
  // AAPL trades while the list shows MSFT: this tab hears none of them.
  aaplTrades = [trade(T0, '100.40'), trade(T0 - 1_000, '100.20'), trade(T0 - 2_000, '100.00')];

  view.rerender(show('AAPL'));
  expect(screen.queryByTestId('trade-row')).toBeNull();
  await screen.findByText('100.40');
  expect(shown()).toEqual(['100.40', '100.20', '100.00']);
  const aaplCalls = fetchMock.mock.calls.filter(
    ([input]) => typeof input === 'string' && input.includes('symbol=AAPL'),
  );
  expect(aaplCalls).toHaveLength(2);
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { LiveStoreContext } from '@src/lib/live-context';
import { createQueryClient } from '@src/lib/query-client';
import { stubBff } from '@src/testing/render-with-query';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { watchlistInstrumentsQueryOptions } from '../api/get-watchlist-instruments';
import { useSharedLists } from './use-shared-lists';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Symbols({ id }: { id: string }) {
  useSharedLists();
  const list = useQuery(watchlistInstrumentsQueryOptions(id));
  return <p>{list.data?.instruments.map((item) => item.symbol).join(' ') ?? 'loading'}</p>;
}

const instrument = (symbol: string, sort: number) => ({
  symbol,
  name: symbol,
  instrument_id: symbol,
  exchange_code: 'NSQ',
  category: 'US_STOCK',
  sort,
  added_time: '',
});

test('a change pushed for the list shown reads it again; a change to another list does not', async () => {
  const { wire, store } = startTestLiveStore({ online: true });
  let symbols = ['AAPL', 'MSFT'];
  const fetchMock = stubBff((url) => ({
    body: url.pathname.endsWith('/instruments')
      ? { id: '7', instruments: symbols.map(instrument) }
      : [{ id: '7', name: 'Core', sort: 0, create_time: '', update_time: '' }],
  }));
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <LiveStoreContext.Provider value={store}>
        <Symbols id="7" />
      </LiveStoreContext.Provider>
    </QueryClientProvider>,
  );
  await screen.findByText('AAPL MSFT');
  expect(wire.calls.flatMap((call) => call.topics)).toContain('watchlists/changed');

  symbols = ['AAPL', 'MSFT', 'NVDA'];
  const reads = () =>
    fetchMock.mock.calls.filter(([input]) => typeof input === 'string' && input.includes('/instruments')).length;
  act(() => {
    wire.push({ kind: 'watchlists', data: { id: '8', change: 'instruments', revision: 1, at: 0 } });
  });
  expect(reads()).toBe(1);
  act(() => {
    wire.push({ kind: 'watchlists', data: { id: '7', change: 'instruments', revision: 2, at: 0 } });
  });
  await screen.findByText('AAPL MSFT NVDA');
  expect(reads()).toBe(2);
});

// @vitest-environment happy-dom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { useEventCalendars } from '../features/chart/api/get-event-calendars';
import { useCurrentPrice } from '../features/fundamentals/api/get-current-price';
import { useInstrumentCategory } from '../api/get-instrument-category';
import { DividendsTab } from '../features/fundamentals/components/dividends-tab';
import { EarningsTab } from '../features/fundamentals/components/earnings-tab';
import { useLiveSnapshot } from '../features/quote/hooks/use-live-snapshot';
import { SymbolSearch } from '../features/symbol-search/components/symbol-search';
import { useRowQuotes } from '../features/watchlist/api/get-row-quotes';
import { AddSymbolBox } from '../features/watchlist/components/add-symbol-box';
import { createQueryClient } from '../lib/query-client';
import { stubBff } from '../testing/render-with-query';

// Features never import each other, so only here, where the app composes them, can a test see
// that two of them read one cache entry (and so make one request) for the same data.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const snapshot = (symbol: string, price: string) => ({
  symbol,
  instrument_id: `id-${symbol}`,
  price,
  open: price,
  high: price,
  low: price,
  pre_close: price,
  volume: '1',
  change: '0',
  change_ratio: '0',
  last_trade_time: 1,
  received_at: 1,
});
const instrument = {
  symbol: 'AAPL',
  name: 'Apple Inc.',
  exchange_code: 'NASDAQ',
  category: 'US_STOCK',
  instrument_id: '1',
};

function stubMarket() {
  return stubBff((url) => {
    if (url.pathname === '/api/snapshots')
      return { body: (url.searchParams.get('symbols') ?? '').split(',').map((s) => snapshot(s, '230.10')) };
    if (url.pathname === '/api/instruments/search') return { body: [instrument] };
    if (url.pathname.endsWith('-calendar')) return { body: { symbol: 'AAPL', fetched_at: 1, data: [] } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not in this test' } } };
  });
}

function setUp(): { client: QueryClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const client = createQueryClient({ retry: false });
  return { client, wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> };
}

const entries = (client: QueryClient, root: string) =>
  client
    .getQueryCache()
    .findAll({ queryKey: [root] })
    .map((query) => query.queryKey);
const asked = (fetchMock: ReturnType<typeof stubBff>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => typeof input === 'string' && input.startsWith(`${path}?`)).length;

test("the quote panel, a watchlist of the same symbol and the analysts' price share one snapshot entry", async () => {
  stubMarket();
  const { client, wrapper } = setUp();
  const { result } = renderHook(
    () => ({
      quote: useLiveSnapshot('AAPL').quote,
      rows: useRowQuotes(['AAPL']).data,
      price: useCurrentPrice('AAPL'),
    }),
    { wrapper },
  );
  await waitFor(() => {
    expect(result.current.quote?.price).toBe('230.10');
  });
  expect(result.current.rows?.get('AAPL')?.price).toBe('230.10');
  expect(result.current.price).toBe('230.10');
  expect(entries(client, 'snapshots')).toEqual([['snapshots', 'AAPL']]);
});

test("the search dialog, the watchlist's add box and the fundamentals' category share one search", async () => {
  const fetchMock = stubMarket();
  const { client, wrapper } = setUp();
  const user = userEvent.setup();
  render(
    <>
      <SymbolSearch onSelect={vi.fn()} debounceMs={0} />
      <AddSymbolBox listName="Tech" onAdd={vi.fn()} debounceMs={0} />
    </>,
    { wrapper },
  );
  // Pasted, so each box asks for the whole text only and not for every prefix of it.
  await user.click(screen.getByRole('combobox', { name: 'Search symbols' }));
  await user.paste('AAPL');
  await screen.findByRole('option', { name: /^AAPL/ });
  await user.click(screen.getByRole('combobox', { name: 'Add a symbol to Tech' }));
  await user.paste('AAPL');
  await screen.findByRole('listbox', { name: 'Symbols to add' });
  const category = renderHook(() => useInstrumentCategory('AAPL'), { wrapper });
  await waitFor(() => {
    expect(category.result.current.data).toBe('US_STOCK');
  });
  expect(entries(client, 'instruments').filter((key) => key.includes('AAPL'))).toHaveLength(1);
  expect(asked(fetchMock, '/api/instruments/search')).toBe(1);
});

test("the chart's event markers and the earnings and dividends tabs share the calendar entries", async () => {
  const fetchMock = stubMarket();
  const { client, wrapper } = setUp();
  const chart = renderHook(() => useEventCalendars('AAPL', true), { wrapper });
  await waitFor(() => {
    expect(chart.result.current.earnings).toEqual([]);
    expect(chart.result.current.dividends).toEqual([]);
  });
  render(
    <>
      <EarningsTab symbol="AAPL" />
      <DividendsTab symbol="AAPL" />
    </>,
    { wrapper },
  );
  expect(await screen.findByText('No dividends from the provider for this symbol.')).toBeTruthy();
  expect(await screen.findByText('No earnings calendar from the provider for this symbol.')).toBeTruthy();
  const calendars = entries(client, 'fundamentals').filter(([, operation]) => String(operation).endsWith('-calendar'));
  expect(calendars).toHaveLength(2);
  expect(asked(fetchMock, '/api/fundamentals/earnings-calendar')).toBe(1);
  expect(asked(fetchMock, '/api/fundamentals/dividend-calendar')).toBe(1);
});

// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { renderWithQuery } from '@src/testing/render-with-query';
import { stubWatchlistBff } from '../testing/fake-watchlist-bff';
import { WatchlistPanel } from './watchlist-panel';

const DIRECTORY = ['AMD', 'AMZN', 'MU', 'MSFT'].map((symbol) => ({
  symbol,
  name: `${symbol} Corp`,
  exchange_code: 'NASDAQ',
  category: 'US_STOCK',
  instrument_id: `id-${symbol}`,
}));

function stubDirectory() {
  const added: string[] = [];
  stubWatchlistBff({ AAPL: '230.10' }, (method, url, body) => {
    if (url.pathname === '/api/instruments/search') {
      const q = (url.searchParams.get('q') ?? '').toUpperCase();
      return { body: DIRECTORY.filter((item) => item.symbol.startsWith(q)) };
    }
    if (method === 'POST' && url.pathname === '/api/watchlists/w1/instruments') {
      added.push(...z.object({ symbols: z.array(z.string()) }).parse(body).symbols);
      return { body: { id: 'w1' } };
    }
    return undefined;
  });
  return { added };
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('two adds typed 1.2 s apart both land, each confirmed by name', async () => {
  const { added } = stubDirectory();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: 80 });
  renderWithQuery(<WatchlistPanel selectedSymbol={undefined} onSelectSymbol={vi.fn()} />);
  const box = await screen.findByRole('combobox', { name: 'Add a symbol to Tech' });

  await user.type(box, 'AMD{Enter}');
  expect(await screen.findByText('Added AMD to “Tech”.')).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(1_200));
  await user.type(box, 'MU{Enter}');
  expect(await screen.findByText('Added MU to “Tech”.')).toBeTruthy();
  expect(added).toEqual(['AMD', 'MU']);
});

test('while the previous add is still on its way, the next one waits its turn and is reported, refused or not', async () => {
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  const posted: string[] = [];
  stubWatchlistBff({ AAPL: '230.10' }, (method, url, body) => {
    if (url.pathname === '/api/instruments/search') {
      const q = (url.searchParams.get('q') ?? '').toUpperCase();
      return { body: DIRECTORY.filter((item) => item.symbol.startsWith(q)) };
    }
    if (method !== 'POST' || url.pathname !== '/api/watchlists/w1/instruments') return undefined;
    const [symbol = ''] = z.object({ symbols: z.array(z.string()) }).parse(body).symbols;
    posted.push(symbol);
    // AMD is answered only when the test lets it go; MU at once, refused.
    if (symbol === 'AMD') return firstHeld.then(() => ({ body: { id: 'w1' } }));
    return { status: 400, body: { error: { code: 'INVALID_PARAMETER', message: 'the broker refused MU' } } };
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: 80 });
  renderWithQuery(<WatchlistPanel selectedSymbol={undefined} onSelectSymbol={vi.fn()} />);
  const box = await screen.findByRole('combobox', { name: 'Add a symbol to Tech' });

  await user.type(box, 'AMD{Enter}');
  await waitFor(() => {
    expect(posted).toEqual(['AMD']);
  });
  await act(() => vi.advanceTimersByTimeAsync(1_200));
  await user.type(box, 'MU{Enter}');
  // Said at once: the add was taken, though the broker has not answered the one before.
  expect(await screen.findByText('Adding MU to “Tech”…')).toBeTruthy();
  releaseFirst();
  // The last word is about the last add: the slower answer before it does not cover it.
  expect((await screen.findByRole('alert')).textContent).toContain('Could not add MU to “Tech”: the broker refused MU');
  expect(posted).toEqual(['AMD', 'MU']);
  expect(screen.queryByText('Added AMD to “Tech”.')).toBeNull();
});

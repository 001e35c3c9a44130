// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithQuery } from '@src/testing/render-with-query';
import { stubWatchlistBff } from '../testing/fake-watchlist-bff';
import { AddToWatchlistButton } from './add-to-watchlist-button';
import { WatchlistPanel } from './watchlist-panel';

const PRICES = { AAPL: '230.10', MSFT: '99.50', NVDA: '1200' };
const AMD = {
  symbol: 'AMD',
  name: 'Advanced Micro Devices',
  exchange_code: 'NASDAQ',
  category: 'US_STOCK',
  instrument_id: 'id-AMD',
};

/** The directory knows AMD only; adds to the open list succeed. */
function stubDirectory() {
  return stubWatchlistBff(PRICES, (method, url) => {
    if (url.pathname === '/api/instruments/search') {
      const q = url.searchParams.get('q') ?? '';
      return { body: 'AMD'.startsWith(q.toUpperCase()) ? [AMD] : [] };
    }
    if (method === 'POST' && url.pathname === '/api/watchlists/w1/instruments') return { body: { id: 'w1' } };
    return undefined;
  });
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('a typed ticker nobody lists is not sent, and the box says it is unknown', async () => {
  const bff = stubDirectory();
  const user = userEvent.setup();
  renderWithQuery(<WatchlistPanel selectedSymbol={undefined} onSelectSymbol={vi.fn()} />);
  const box = await screen.findByRole('combobox', { name: 'Add a symbol to Tech' });

  await user.type(box, 'ZZZZ{Enter}');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ZZZZ is not a known symbol; nothing was added to “Tech”.',
  );
  expect(bff.calls.filter((c) => c.method === 'POST')).toEqual([]);

  // A known ticker typed and entered is added, and the warning goes.
  await user.type(box, 'AMD{Enter}');
  await waitFor(() => {
    expect(bff.calls.find((c) => c.method === 'POST')?.body).toEqual({ symbols: ['AMD'] });
  });
  expect(screen.queryByText(/is not a known symbol/)).toBeNull();
});

test('"Add to watchlist" is disabled for a symbol the directory does not know, and says why', async () => {
  stubDirectory();
  renderWithQuery(<AddToWatchlistButton symbol="ZZZZ" />);
  expect(await screen.findByText('ZZZZ is not a known symbol')).toBeTruthy();
  const button = screen.getByRole('button', { name: 'Add to watchlist' });
  expect(button).toHaveProperty('disabled', true);
  expect(button.getAttribute('title')).toBe('ZZZZ is not a known symbol');
});

test('"Add to watchlist" is enabled for a known symbol once a list is open', async () => {
  stubDirectory();
  renderWithQuery(
    <>
      <WatchlistPanel selectedSymbol={undefined} onSelectSymbol={vi.fn()} />
      <AddToWatchlistButton symbol="AMD" />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Add to watchlist' });
  await waitFor(() => {
    expect(button).toHaveProperty('disabled', false);
  });
  expect(screen.queryByText(/is not a known symbol/)).toBeNull();
});

test('"Add to watchlist" waits, saying why, while the open list is still being created', async () => {
  stubWatchlistBff(PRICES, (method, url) => {
    if (url.pathname === '/api/instruments/search') return { body: [AMD] };
    // The optimistic entry of a list whose create the broker has not answered yet.
    if (method === 'GET' && url.pathname === '/api/watchlists')
      return { body: [{ id: 'pending:new', name: 'Earnings week', sort: 0, create_time: '', update_time: '' }] };
    return undefined;
  });
  renderWithQuery(<AddToWatchlistButton symbol="AMD" />);
  const button = screen.getByRole('button', { name: 'Add to watchlist' });
  await waitFor(() => {
    expect(button.getAttribute('title')).toBe('“Earnings week” is still being created');
  });
  expect(button).toHaveProperty('disabled', true);
});

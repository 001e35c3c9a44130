// @vitest-environment happy-dom
import { cleanup, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useOrderTicketRequest } from '@src/lib/order-ticket-intent';
import { renderWithQuery } from '@src/testing/render-with-query';
import { savedLayout } from '@src/testing/saved-layout';
import { stubWatchlistBff } from '../testing/fake-watchlist-bff';
import { WatchlistPanel } from './watchlist-panel';

const PRICES = { AAPL: '230.10', MSFT: '99.50', NVDA: '1200' };

function shownOrder(): (string | null)[] {
  return screen.queryAllByTestId('watchlist-row').map((row) => row.getAttribute('data-symbol'));
}

function renderPanel(onSelectSymbol = vi.fn(), layout = savedLayout()) {
  renderWithQuery(
    <layout.Provider>
      <WatchlistPanel selectedSymbol={undefined} onSelectSymbol={onSelectSymbol} />
    </layout.Provider>,
  );
  return onSelectSymbol;
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test("a removal shows at once and comes back with the provider's reason when refused", async () => {
  let release: (answer: { status: number; body: unknown }) => void = () => undefined;
  const bff = stubWatchlistBff(PRICES, (method) =>
    method === 'DELETE'
      ? new Promise((resolve) => {
          release = resolve;
        })
      : undefined,
  );
  const user = userEvent.setup();
  renderPanel();
  await screen.findByRole('button', { name: 'Remove AAPL' });

  await user.click(screen.getByRole('button', { name: 'Remove AAPL' }));
  await waitFor(() => {
    expect(shownOrder()).toEqual(['MSFT', 'NVDA']);
  });

  const listReads = bff.calls.filter((c) => c.method === 'GET' && c.path === '/api/watchlists/w1/instruments').length;
  release({ status: 502, body: { error: { code: 'UPSTREAM_ERROR', message: 'watchlist is locked' } } });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Could not remove AAPL from “Tech”');
  expect(alert.textContent).toContain('watchlist is locked');
  await waitFor(() => {
    expect(shownOrder()).toEqual(['AAPL', 'MSFT', 'NVDA']);
  });
  // Afterwards the list is read again, so it shows the provider's truth rather than a guess.
  await waitFor(() => {
    expect(
      bff.calls.filter((c) => c.method === 'GET' && c.path === '/api/watchlists/w1/instruments').length,
    ).toBeGreaterThan(listReads);
  });
});

test('Alt+ArrowDown moves the focused row, saves the whole order and announces it', async () => {
  const bff = stubWatchlistBff(PRICES);
  const user = userEvent.setup();
  renderPanel();
  await screen.findByRole('button', { name: 'Remove AAPL' });

  const row = screen.getAllByTestId('watchlist-row')[0]!;
  row.focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

  await waitFor(() => {
    expect(shownOrder()).toEqual(['MSFT', 'AAPL', 'NVDA']);
  });
  expect(bff.calls.find((c) => c.method === 'PUT')).toEqual({
    method: 'PUT',
    path: '/api/watchlists/w1/order',
    body: { symbols: ['MSFT', 'AAPL', 'NVDA'] },
  });
  expect(screen.getByText('AAPL moved to position 2 of 3 in Tech.').getAttribute('aria-live')).toBe('polite');
  expect(document.activeElement?.getAttribute('data-symbol')).toBe('AAPL');
  await waitFor(() => {
    expect(bff.order()).toEqual(['MSFT', 'AAPL', 'NVDA']);
  });

  await user.keyboard('{Alt>}{ArrowUp}{/Alt}{Alt>}{ArrowUp}{/Alt}');
  await waitFor(() => {
    expect(shownOrder()).toEqual(['AAPL', 'MSFT', 'NVDA']);
  });
  expect(screen.getByText('AAPL is already first.')).toBeTruthy();
  expect(bff.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
});

test('a reorder built on a list changed elsewhere is refused in words, and the list then shows what the broker holds', async () => {
  // What the BFF answers (server/upstream/research/watchlist-errors.ts) once another tab added SPY.
  const reason =
    'the list changed since this screen showed it (a symbol was added or removed elsewhere); it now shows its current symbols, arrange them again';
  const held = ['AAPL', 'MSFT', 'NVDA', 'SPY'].map((symbol, sort) => ({
    symbol,
    name: `${symbol} Inc`,
    instrument_id: `id-${symbol}`,
    exchange_code: 'NASDAQ',
    category: 'US_STOCK',
    sort,
    added_time: '2026-11-01T00:00:00Z',
  }));
  let refused = false;
  stubWatchlistBff(PRICES, (method, url) => {
    if (method === 'PUT') {
      refused = true;
      return { status: 409, body: { error: { code: 'WATCHLIST_CHANGED', message: reason } } };
    }
    if (refused && method === 'GET' && url.pathname === '/api/watchlists/w1/instruments')
      return { body: { id: 'w1', instruments: held } };
    return undefined;
  });
  const user = userEvent.setup();
  renderPanel();
  await screen.findByRole('button', { name: 'Remove AAPL' });

  screen.getAllByTestId('watchlist-row')[0]?.focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(`Could not save the new order of “Tech”: ${reason}`);
  expect(alert.textContent).not.toContain('w1');
  await waitFor(() => {
    expect(shownOrder()).toEqual(['AAPL', 'MSFT', 'NVDA', 'SPY']);
  });
});

test('a column sort is a view only: the saved order stays and keyboard moves are refused', async () => {
  const bff = stubWatchlistBff(PRICES);
  const user = userEvent.setup();
  renderPanel();
  await waitFor(() => {
    expect(screen.getAllByTestId('watchlist-row')[0]?.textContent).toContain('230.10');
  });

  await user.click(screen.getByRole('button', { name: 'Last' }));
  expect(shownOrder()).toEqual(['MSFT', 'AAPL', 'NVDA']);
  expect(screen.getByRole('columnheader', { name: /Last/ }).getAttribute('aria-sort')).toBe('ascending');
  expect(screen.getByText(/for viewing only; the saved order is unchanged/)).toBeTruthy();

  await user.click(screen.getByRole('button', { name: /Last/ }));
  expect(shownOrder()).toEqual(['NVDA', 'AAPL', 'MSFT']);

  screen.getAllByTestId('watchlist-row')[0]!.focus();
  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  expect(screen.getByText(/Clear the sort to change the saved order/)).toBeTruthy();
  expect(bff.calls.some((c) => c.method === 'PUT')).toBe(false);

  await user.click(screen.getByRole('button', { name: /Last/ }));
  expect(shownOrder()).toEqual(['AAPL', 'MSFT', 'NVDA']);
});

test('chosen columns are kept in the layout, and fundamentals are asked only when such a column is shown', async () => {
  const bff = stubWatchlistBff(PRICES);
  const user = userEvent.setup();
  const layout = savedLayout();
  renderPanel(vi.fn(), layout);
  await screen.findByRole('button', { name: 'Remove AAPL' });
  expect(bff.calls.some((c) => c.path === '/api/fundamentals-summary')).toBe(false);
  expect(screen.queryByRole('columnheader', { name: /Next earnings/ })).toBeNull();

  await user.click(screen.getByText('Columns'));
  await user.click(screen.getByRole('checkbox', { name: 'Next earnings' }));
  await user.click(screen.getByRole('checkbox', { name: 'Volume' }));

  expect(await screen.findByRole('columnheader', { name: /Next earnings/ })).toBeTruthy();
  expect(screen.queryByRole('columnheader', { name: /Volume/ })).toBeNull();
  const aapl = screen.getAllByTestId('watchlist-row')[0]!;
  await waitFor(() => {
    expect(within(aapl).getByText('2027-01-01')).toBeTruthy();
  });
  expect(bff.calls.filter((c) => c.path === '/api/fundamentals-summary')).toHaveLength(1);

  expect(layout.current().watchlistColumns).toEqual(['last', 'change', 'change_ratio', 'next_earnings']);
  cleanup();
  renderPanel(vi.fn(), layout);
  expect(await screen.findByRole('columnheader', { name: /Next earnings/ })).toBeTruthy();
  expect(screen.queryByRole('columnheader', { name: /Volume/ })).toBeNull();
});

test('selecting a row drives the rest of the dashboard', async () => {
  stubWatchlistBff(PRICES);
  const user = userEvent.setup();
  const onSelect = renderPanel();
  await user.click(await screen.findByText('MSFT'));
  expect(onSelect).toHaveBeenCalledWith('MSFT');
});

test('the add box finds a symbol by name, adds it to the open list and stays ready for the next', async () => {
  const bff = stubWatchlistBff(PRICES, (method, url) => {
    if (url.pathname === '/api/instruments/search') {
      return {
        body: [
          {
            symbol: 'AMD',
            name: 'Advanced Micro Devices',
            exchange_code: 'NASDAQ',
            category: 'US_STOCK',
            instrument_id: 'id-AMD',
          },
        ],
      };
    }
    if (method === 'POST' && url.pathname === '/api/watchlists/w1/instruments') return { body: { id: 'w1' } };
    return undefined;
  });
  const user = userEvent.setup();
  renderPanel();
  const box = await screen.findByRole('combobox', { name: 'Add a symbol to Tech' });

  await user.type(box, 'micro');
  await user.click(await screen.findByRole('option', { name: /^AMD/ }));
  await waitFor(() => {
    expect(bff.calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/watchlists/w1/instruments',
      body: { symbols: ['AMD'] },
    });
  });
  expect(await screen.findByText('Added AMD to “Tech”.')).toBeTruthy();
  expect(box).toHaveProperty('value', '');
  expect(document.activeElement).toBe(box);
});

test('a row opens the order ticket on its symbol, by its $ button or the T key, without selecting it', async () => {
  stubWatchlistBff(PRICES);
  const user = userEvent.setup();
  const onSelect = renderPanel();
  const request = renderHook(() => useOrderTicketRequest()).result;
  await user.click(await screen.findByRole('button', { name: 'Trade MSFT' }));
  expect(request.current).toMatchObject({ symbol: 'MSFT' });
  expect(onSelect).not.toHaveBeenCalled();

  screen.getAllByTestId('watchlist-row')[2]!.focus();
  await user.keyboard('t');
  expect(request.current).toMatchObject({ symbol: 'NVDA' });
});

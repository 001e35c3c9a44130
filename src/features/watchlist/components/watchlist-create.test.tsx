// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderWithQuery } from '@src/testing/render-with-query';
import { savedLayout } from '@src/testing/saved-layout';
import { stubWatchlistBff } from '../testing/fake-watchlist-bff';
import { WatchlistPanel } from './watchlist-panel';

// Creating a list from the panel: the name dialog, and the new list as it first shows.
const PRICES = { AAPL: '230.10', MSFT: '99.50', NVDA: '1200' };

function renderPanel() {
  const layout = savedLayout();
  renderWithQuery(
    <layout.Provider>
      <WatchlistPanel selectedSymbol={undefined} onSelectSymbol={vi.fn()} />
    </layout.Provider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('an empty or duplicate name is explained in the dialog before anything is sent', async () => {
  const bff = stubWatchlistBff(PRICES);
  const user = userEvent.setup();
  renderPanel();
  await screen.findByRole('option', { name: 'Tech' });

  await user.click(screen.getByRole('button', { name: 'New list' }));
  const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
  expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Enter a name for the watchlist.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'tech{Enter}');
  expect(within(dialog).getByRole('alert').textContent).toBe(
    'A watchlist named “tech” already exists. Choose another name.',
  );
  expect(bff.calls.some((c) => c.method === 'POST')).toBe(false);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New list' }));
});

test('a first list keeps what is typed in it before the provider has answered the create', async () => {
  let created = false;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const bff = stubWatchlistBff(PRICES, (method, url) => {
    if (url.pathname === '/api/watchlists' && method === 'GET')
      return { body: created ? [{ id: 'w9', name: 'Ideas', sort: 0, create_time: '', update_time: '' }] : [] };
    if (url.pathname === '/api/watchlists' && method === 'POST')
      return answered.then(() => {
        created = true;
        return { body: { id: 'w9' } };
      });
    if (url.pathname === '/api/watchlists/w9/instruments' && method === 'GET')
      return { body: { id: 'w9', instruments: [] } };
    return undefined;
  });
  const user = userEvent.setup();
  renderPanel();
  await screen.findByText('No watchlists yet. Choose “New list” to start one.');
  await user.click(screen.getByRole('button', { name: 'New list' }));
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ideas{Enter}');
  // Shown at once, before the answer: the trader starts typing in it.
  await user.type(await screen.findByRole('combobox', { name: 'Add a symbol to Ideas' }), 'mic');
  answer();
  await waitFor(() => {
    expect(bff.calls.some((c) => c.method === 'GET' && c.path === '/api/watchlists/w9/instruments')).toBe(true);
  });
  const box = screen.getByRole('combobox', { name: 'Add a symbol to Ideas' });
  expect(box).toHaveProperty('value', 'mic');
  expect(document.activeElement).toBe(box);
});

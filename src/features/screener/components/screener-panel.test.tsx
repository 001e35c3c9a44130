// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '@src/lib/query-client';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { ScreenerPanel } from './screener-panel';

const FETCHED_AT = Date.UTC(2026, 10, 18, 15, 30, 2);

function row(symbol: string, changeRatio: string) {
  return {
    instrument_id: `id-${symbol}`,
    symbol,
    name: `${symbol} Corp`,
    price: '10.5',
    change_ratio: changeRatio,
    volume: '1200000',
  };
}

function stubScreeners() {
  return stubBff((url) => {
    const direction = url.searchParams.get('direction');
    const rows = direction === 'ASC' ? [row('LOSE', '-0.12')] : [row('WIN', '0.2'), row('UP', '0.05')];
    return { body: { fetched_at: FETCHED_AT, rows } };
  });
}

function askedUrls(fetchMock: ReturnType<typeof stubBff>): string[] {
  return fetchMock.mock.calls.map(([input]) => (typeof input === 'string' ? input : ''));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('gainers are asked with the provider defaults and shown with when they were fetched', async () => {
  const fetchMock = stubScreeners();
  renderWithQuery(<ScreenerPanel active onSelectSymbol={vi.fn()} onAddToWatchlist={vi.fn()} addTargetName="Tech" />);

  await screen.findByRole('button', { name: 'Add WIN to watchlist' });
  expect(screen.getAllByTestId('screener-row').map((r) => r.getAttribute('data-symbol'))).toEqual(['WIN', 'UP']);
  expect(askedUrls(fetchMock)[0]).toBe(
    '/api/screeners/gainers-losers?rank_type=DAY_1&sort_by=CHANGE_RATIO&direction=DESC',
  );
  const fetched = screen.getByTestId('screener-fetched-at');
  expect(fetched.getAttribute('data-value')).toBe(String(FETCHED_AT));
  // 15:30:02 UTC on a November day is 10:30:02 in New York.
  expect(fetched.textContent).toBe('fetched 10:30:02 ET');
});

test('losers are the ascending ranking, and a changed picker asks again', async () => {
  const fetchMock = stubScreeners();
  const user = userEvent.setup();
  renderWithQuery(<ScreenerPanel active onSelectSymbol={vi.fn()} onAddToWatchlist={vi.fn()} addTargetName="Tech" />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Screener' }), 'Losers');
  await screen.findByRole('button', { name: 'Add LOSE to watchlist' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Rank' }), 'WEEK_52');
  await waitFor(() => {
    expect(askedUrls(fetchMock)).toContain(
      '/api/screeners/gainers-losers?rank_type=WEEK_52&sort_by=CHANGE_RATIO&direction=ASC',
    );
  });
});

test('a row opens its symbol; Add all hands every symbol over and shows the answer', async () => {
  stubScreeners();
  const user = userEvent.setup();
  const onSelect = vi.fn();
  const onAdd = vi.fn(() => Promise.resolve({ ok: true, message: 'Added WIN, UP to “Tech”.' }));
  renderWithQuery(<ScreenerPanel active onSelectSymbol={onSelect} onAddToWatchlist={onAdd} addTargetName="Tech" />);

  await user.click(await screen.findByRole('button', { name: 'WIN' }));
  expect(onSelect).toHaveBeenCalledWith('WIN');
  await user.click(screen.getByRole('button', { name: 'Add all to watchlist' }));
  expect(onAdd).toHaveBeenCalledWith(['WIN', 'UP']);
  expect((await screen.findByRole('status')).textContent).toBe('Added WIN, UP to “Tech”.');
});

test('nothing is fetched while the tab is hidden; showing it fetches', async () => {
  const fetchMock = stubScreeners();
  const client = createQueryClient({ retry: false });
  const panel = (active: boolean) => (
    <QueryClientProvider client={client}>
      <ScreenerPanel active={active} onSelectSymbol={vi.fn()} onAddToWatchlist={vi.fn()} addTargetName={undefined} />
    </QueryClientProvider>
  );
  const view = render(panel(false));
  expect(await screen.findByText('Create a watchlist to add rows')).toBeTruthy();
  expect(screen.queryByTestId('screener-row')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();

  view.rerender(panel(true));
  expect(await screen.findAllByTestId('screener-row')).toHaveLength(2);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

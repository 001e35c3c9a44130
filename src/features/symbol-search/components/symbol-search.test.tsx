// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '@src/lib/query-client';
import { renderWithQuery, stubBff } from '@src/testing/render-with-query';
import { SymbolSearch } from './symbol-search';

const catalogue = [
  { symbol: 'MSFT', name: 'Microsoft Corporation', exchange_code: 'NASDAQ', category: 'US_STOCK', instrument_id: '1' },
  { symbol: 'MU', name: 'Micron Technology', exchange_code: 'NASDAQ', category: 'US_STOCK', instrument_id: '2' },
  { symbol: 'AMD', name: 'Advanced Micro Devices', exchange_code: 'NASDAQ', category: 'US_STOCK', instrument_id: '3' },
];

function stubSearch() {
  return stubBff((url) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return { body: catalogue.filter((i) => `${i.symbol} ${i.name}`.toLowerCase().includes(q)) };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

test('slash focuses the search, arrows move through matches and Enter picks one', async () => {
  stubSearch();
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderWithQuery(<SymbolSearch onSelect={onSelect} debounceMs={0} />);

  await user.keyboard('/');
  const input = screen.getByRole('combobox', { name: 'Search symbols' });
  expect(document.activeElement).toBe(input);

  await user.keyboard('micro');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    expect.stringMatching(/^MSFT/),
    expect.stringMatching(/^MU/),
    expect.stringMatching(/^AMD/),
  ]);
  expect(input.getAttribute('aria-expanded')).toBe('true');

  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('option', { name: /^MU/ }).getAttribute('aria-selected')).toBe('true');
  expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /^MU/ }).id);

  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith('MU');
  expect(screen.queryByRole('listbox')).toBeNull();
});

test('Ctrl+K focuses the search and Enter without a highlight takes the best match', async () => {
  stubSearch();
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderWithQuery(<SymbolSearch onSelect={onSelect} debounceMs={0} />);

  await user.keyboard('{Control>}k{/Control}');
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search symbols' }));
  await user.keyboard('microsoft');
  await screen.findByRole('option', { name: /^MSFT/ });
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith('MSFT');
});

test('says so when nothing matches, and Escape closes the list', async () => {
  stubSearch();
  const user = userEvent.setup();
  renderWithQuery(<SymbolSearch onSelect={vi.fn()} debounceMs={0} />);

  await user.click(screen.getByRole('combobox', { name: 'Search symbols' }));
  await user.keyboard('xyz');
  expect(await screen.findByText('No symbols match “xyz”')).toBeTruthy();

  await user.keyboard('{Escape}');
  expect(screen.queryByText(/No symbols match/)).toBeNull();
  expect(screen.getByRole('combobox', { name: 'Search symbols' }).getAttribute('aria-expanded')).toBe('false');
});

test('clicking an option selects it', async () => {
  stubSearch();
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderWithQuery(<SymbolSearch onSelect={onSelect} debounceMs={0} />);

  await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'amd');
  await user.click(await screen.findByRole('option', { name: /^AMD/ }));
  expect(onSelect).toHaveBeenCalledWith('AMD');
});

test('Enter right after typing never picks a match of the shorter text still listed', async () => {
  stubSearch();
  const onSelect = vi.fn();
  const user = userEvent.setup();
  const client = createQueryClient({ retry: false });
  const withDebounce = (debounceMs: number) => (
    <QueryClientProvider client={client}>
      <SymbolSearch onSelect={onSelect} debounceMs={debounceMs} />
    </QueryClientProvider>
  );
  const view = render(withDebounce(0));
  await user.type(screen.getByRole('combobox', { name: 'Search symbols' }), 'm');
  await screen.findByRole('option', { name: /^MSFT/ });
  // From here the search for the longer text has not run yet: the list still shows "m"'s matches.
  view.rerender(withDebounce(60_000));
  await user.keyboard('u{Enter}');
  expect(onSelect).toHaveBeenCalledWith('MU');
});

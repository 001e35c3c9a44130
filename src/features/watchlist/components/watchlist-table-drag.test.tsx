// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { loadTableExtras } from '../hooks/use-table-extras';
import type { WatchlistRowData } from '../utils/row-data';
import { WatchlistTable } from './watchlist-table';

// A file of its own: the table's extras, once loaded, stay loaded for the rest of the file.

afterEach(() => {
  cleanup();
});

const rows: WatchlistRowData[] = ['AAPL', 'MSFT', 'NVDA', 'AMD'].map((symbol) => ({
  symbol,
  name: symbol,
  quote: undefined,
  summary: undefined,
}));
const none = () => undefined;

test('the handles become draggable once the drag code loads, and a focused row keeps the keyboard through it', async () => {
  render(
    <WatchlistTable
      listName="Tech"
      rows={rows}
      columns={['last']}
      sort={null}
      selectedSymbol={undefined}
      onSort={none}
      onSelect={none}
      onRemove={none}
      onReorder={none}
      onMoveBy={none}
      scrollElement={null}
    />,
  );
  const handle = () => screen.getByRole('button', { name: 'Reorder NVDA' });
  // The first screen shows the list before the drag code is there.
  expect(handle().getAttribute('aria-roledescription')).toBeNull();
  act(() => {
    screen.getAllByTestId('watchlist-row')[2]?.focus();
  });
  await loadTableExtras();
  await waitFor(() => {
    expect(handle().getAttribute('aria-roledescription')).toBe('sortable');
  });
  expect(document.activeElement?.getAttribute('data-symbol')).toBe('NVDA');
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { LiveStoreContext } from '@src/lib/live-context';
import { startTestLiveStore } from '@src/testing/live-test-store';
import { loadTableExtras } from '../hooks/use-table-extras';
import type { WatchlistRowData } from '../utils/row-data';
import { WatchlistTable } from './watchlist-table';
import { WINDOW_FROM_ROWS } from './watchlist-rows';

afterEach(() => {
  cleanup();
});

const rowsOf = (count: number): WatchlistRowData[] =>
  Array.from({ length: count }, (_, i) => ({
    symbol: `S${String(i)}`,
    name: `Stock ${String(i)}`,
    quote: undefined,
    summary: undefined,
  }));

function Scroller({ rows }: { rows: WatchlistRowData[] }) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const none = () => undefined;
  return (
    <div
      ref={(element) => {
        // The DOM here does no layout: give the scroller the height a browser would.
        if (element !== null) Object.defineProperty(element, 'clientHeight', { value: 400, configurable: true });
        setScroller(element);
      }}
      style={{ height: 400, overflow: 'auto' }}
    >
      <WatchlistTable
        listName="Big"
        rows={rows}
        columns={['last']}
        sort={null}
        selectedSymbol={undefined}
        onSort={none}
        onSelect={none}
        onRemove={none}
        onReorder={none}
        onMoveBy={none}
        scrollElement={scroller}
      />
    </div>
  );
}

function renderTable(count: number) {
  const { wire, store } = startTestLiveStore({ online: true });
  render(
    <LiveStoreContext.Provider value={store}>
      <Scroller rows={rowsOf(count)} />
    </LiveStoreContext.Provider>,
  );
  const subscribedQuotes = () =>
    new Set(
      wire.calls
        .filter((c) => c.op === 'subscribe')
        .flatMap((c) => c.topics)
        .filter((t) => t.startsWith('quote/')),
    );
  return { subscribedQuotes };
}

test('a 200-row list mounts only some rows, yet tells its full size and keeps every quote subscribed', async () => {
  // The windowing code comes after the first screen; here it is already there.
  await loadTableExtras();
  const { subscribedQuotes } = renderTable(200);
  const table = screen.getByRole('table', { name: 'Instruments of Big' });
  expect(table.getAttribute('aria-rowcount')).toBe('201');
  const mounted = screen.queryAllByTestId('watchlist-row');
  expect(mounted.length).toBeGreaterThan(0);
  expect(mounted.length).toBeLessThan(200);
  expect(mounted[0]?.getAttribute('data-symbol')).toBe('S0');
  expect(mounted[0]?.getAttribute('aria-rowindex')).toBe('2');
  await waitFor(() => {
    expect(subscribedQuotes().size).toBe(200);
  });
  expect(subscribedQuotes().has('quote/S199')).toBe(true);
});

test(`a list of up to ${String(WINDOW_FROM_ROWS)} rows mounts every row in order`, () => {
  renderTable(WINDOW_FROM_ROWS);
  const mounted = screen.getAllByTestId('watchlist-row');
  expect(mounted).toHaveLength(WINDOW_FROM_ROWS);
  expect(mounted.at(-1)?.getAttribute('aria-rowindex')).toBe(String(WINDOW_FROM_ROWS + 1));
});

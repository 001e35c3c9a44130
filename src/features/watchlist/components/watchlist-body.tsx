import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import type { Watchlist } from '@contracts/watchlists';
import { useAddInstruments } from '../api/add-instruments';
import { useWatchlistInstruments } from '../api/get-watchlist-instruments';
import { useRemoveInstrument } from '../api/remove-instrument';
import { useReorderInstruments } from '../api/reorder-instruments';
import { useAddInTurn } from '../hooks/use-add-in-turn';
import { useChosenColumns } from '../hooks/use-chosen-columns';
import { useWatchlistRows } from '../hooks/use-watchlist-rows';
import { moveSymbolBy } from '../utils/move-item';
import { nextSort, sortRows, type ViewSort } from '../utils/sort-rows';
import { AddSymbolBox } from './add-symbol-box';
import { ColumnChooser } from './column-chooser';
import { COLUMNS } from '../utils/columns';
import { WatchlistTable } from './watchlist-table';

type WatchlistBodyProps = {
  list: Watchlist;
  selectedSymbol: string | undefined;
  onSelectSymbol: (symbol: string) => void;
  onRefused: (message: string) => void;
  onInfo: (message: string) => void;
};

/** The open list: add box, column chooser, view sort and the reorderable table. */
export function WatchlistBody({ list, selectedSymbol, onSelectSymbol, onRefused, onInfo }: WatchlistBodyProps) {
  const instruments = useWatchlistInstruments(list.id);
  const [columns, toggleColumn] = useChosenColumns();
  const [sort, setSort] = useState<ViewSort>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | undefined>(undefined);
  const tableRef = useRef<HTMLDivElement>(null);
  // Also kept as state: a windowed table needs its scroller, which is attached after the rows mount.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const add = useAddInstruments(list.id, onRefused);
  const remove = useRemoveInstrument(list.id, list.name, onRefused);
  const reorder = useReorderInstruments(list.id, list.name, onRefused);
  const saved = instruments.data?.instruments ?? [];
  const { rows } = useWatchlistRows(saved, columns);
  const shown = sortRows(rows, sort);
  const symbols = saved.map((item) => item.symbol);

  useEffect(() => {
    // Keep the keyboard on the row that was just moved (its DOM node moves with the order).
    const symbol = focusAfterMove.current;
    if (symbol === undefined) return;
    focusAfterMove.current = undefined;
    // Tickers are letters, digits, dots and dashes: safe inside a quoted attribute selector.
    tableRef.current?.querySelector<HTMLElement>(`[data-symbol="${symbol}"]`)?.focus();
  });

  const saveOrder = (order: string[], moved: string) => {
    setAnnouncement(
      `${moved} moved to position ${String(order.indexOf(moved) + 1)} of ${String(order.length)} in ${list.name}.`,
    );
    reorder.mutate(order);
  };
  const moveBy = (symbol: string, step: -1 | 1) => {
    if (sort !== null) {
      setAnnouncement('The table is sorted by a column. Clear the sort to change the saved order.');
      return;
    }
    const order = moveSymbolBy(symbols, symbol, step);
    if (order.join() === symbols.join()) {
      setAnnouncement(`${symbol} is already ${step < 0 ? 'first' : 'last'}.`);
      return;
    }
    focusAfterMove.current = symbol;
    saveOrder(order, symbol);
  };
  const addItem = useAddInTurn({ listName: list.name, add, onInfo, onRefused });

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="flex items-center gap-2">
        <div className="flex-1">
          <AddSymbolBox listName={list.name} onAdd={addItem} />
        </div>
        <ColumnChooser columns={columns} onToggle={toggleColumn} />
      </div>
      {sort === null ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Saved order. Drag a row’s handle, or focus a row and press Alt+↑/↓, to change it.
        </p>
      ) : (
        <p className="flex items-center gap-2 text-xs text-amber-700 dark:text-amber-300">
          Sorted by {sort.column === 'symbol' ? 'Symbol' : COLUMNS[sort.column].label} for viewing only; the saved order
          is unchanged.
          <button
            type="button"
            onClick={() => {
              setSort(null);
            }}
            className="underline"
          >
            Show saved order
          </button>
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {instruments.isPending ? <Skeleton className="h-24 w-full" label="Loading the list" /> : null}
      {instruments.isError ? (
        <ErrorAlert
          error={instruments.error}
          onRetry={() => {
            void instruments.refetch();
          }}
        />
      ) : null}
      {instruments.isSuccess && saved.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          This list is empty. Add a symbol above, from a screener, or from the quote panel.
        </p>
      ) : null}
      {saved.length > 0 ? (
        // Its own scroller with layout and paint contained: live cells changing inside never
        // lay out or repaint the panels around it, and a long list is windowed against it.
        <div
          ref={(element) => {
            tableRef.current = element;
            setScroller(element);
          }}
          data-testid="watchlist-scroll"
          className="min-h-48 flex-1 overflow-auto [contain:layout_paint]"
        >
          <WatchlistTable
            listName={list.name}
            rows={shown}
            columns={columns}
            sort={sort}
            selectedSymbol={selectedSymbol}
            onSort={(column) => {
              setSort((current) => nextSort(current, column));
            }}
            onSelect={onSelectSymbol}
            onRemove={(symbol) => {
              remove.mutate(symbol);
            }}
            onReorder={saveOrder}
            onMoveBy={moveBy}
            scrollElement={scroller}
          />
        </div>
      ) : null}
    </div>
  );
}

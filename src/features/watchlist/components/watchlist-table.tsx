import { useCallback, useLayoutEffect, useRef } from 'react';
import { stepRows } from '@src/components/step-rows';
import { useRetainLive } from '@src/lib/use-live';
import { useTableExtras } from '../hooks/use-table-extras';
import { COLUMNS, type ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';
import type { SortColumn, ViewSort } from '../utils/sort-rows';
import { SortHeader } from './sort-header';
import { WatchlistRow } from './watchlist-row';
import { WatchlistRows } from './watchlist-rows';

type WatchlistTableProps = {
  listName: string;
  rows: WatchlistRowData[];
  columns: readonly ColumnId[];
  sort: ViewSort;
  selectedSymbol: string | undefined;
  onSort: (column: SortColumn) => void;
  onSelect: (symbol: string) => void;
  onRemove: (symbol: string) => void;
  /** Called with every symbol of the list in the new saved order. */
  onReorder: (symbols: string[], moved: string) => void;
  onMoveBy: (symbol: string, step: -1 | 1) => void;
  /** The element that scrolls the table (its direct parent), once mounted. */
  scrollElement: HTMLDivElement | null;
};

// The handle and symbol columns stay put while the others scroll sideways: each of their cells
// is sticky, on the row's own (opaque) background, the header's above the rows'.
const STICKY_SYMBOL =
  '[&_tr>*:nth-child(-n+2)]:sticky [&_tr>*:nth-child(-n+2)]:z-[1] [&_tr>*:nth-child(-n+2)]:bg-inherit ' +
  '[&_tr>*:first-child]:left-0 [&_tr>*:first-child]:w-7 [&_tr>*:first-child]:min-w-7 [&_tr>*:nth-child(2)]:left-7 ' +
  '[&_thead_tr>*:nth-child(-n+2)]:z-[2] [&_thead_tr>*:nth-child(-n+2)]:bg-white dark:[&_thead_tr>*:nth-child(-n+2)]:bg-slate-950';

/** A selector for the focused control of a row (the row itself or one of its buttons), or null. */
function focusedControl(table: HTMLTableElement | null): string | null {
  const focused = document.activeElement;
  if (table === null || !(focused instanceof HTMLElement) || !table.contains(focused)) return null;
  const symbol = focused.closest('tr')?.getAttribute('data-symbol');
  if (symbol === null || symbol === undefined) return null;
  // Tickers are letters, digits, dots and dashes, and labels name them: safe in quoted selectors.
  const row = `tr[data-symbol="${symbol}"]`;
  const label = focused.getAttribute('aria-label');
  return focused.tagName === 'TR' || label === null ? row : `${row} [aria-label="${label}"]`;
}

/** The list as a table: drag a row's handle (pointer, or Space then arrows) to reorder it; arrows on a row step through the list. */
export function WatchlistTable(props: WatchlistTableProps) {
  const {
    listName,
    rows,
    columns,
    sort,
    selectedSymbol,
    onSort,
    onSelect,
    onRemove,
    onReorder,
    onMoveBy,
    scrollElement,
  } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  const refocus = useRef<string | null>(null);
  // The table is rebuilt with draggable rows when its extras arrive; whatever had the keyboard
  // in it gets it back.
  const rememberFocus = useCallback(() => {
    refocus.current = focusedControl(tableRef.current);
  }, []);
  const extras = useTableExtras(rememberFocus);
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    tableRef.current?.querySelector<HTMLElement>(refocus.current)?.focus();
    refocus.current = null;
  }, [extras]);
  const symbols = rows.map((row) => row.symbol);
  // Every symbol stays subscribed, mounted row or not, so a row scrolled into view is current.
  useRetainLive('quote', symbols);
  // The book only while its column is shown: each symbol's depth is one more upstream topic.
  useRetainLive('depth', columns.includes('bid_ask') ? symbols : []);
  const table = (
    <table
      ref={tableRef}
      className={`w-full border-collapse text-sm ${STICKY_SYMBOL}`}
      aria-label={`Instruments of ${listName}`}
      aria-rowcount={rows.length + 1}
      onKeyDown={(event) => {
        stepRows(event, onSelect);
      }}
      // Between the extras' arrival and the rebuild the keyboard may still move (an arrow steps
      // to the next row): the rebuild gives back where it is then.
      onFocus={() => {
        if (refocus.current !== null) rememberFocus();
      }}
    >
      <thead className="sticky top-0 bg-white text-xs text-slate-500 dark:text-slate-400 dark:bg-slate-950">
        <tr aria-rowindex={1}>
          <th scope="col" className="w-6">
            <span className="sr-only">Reorder</span>
          </th>
          <SortHeader column="symbol" label="Symbol" sort={sort} onSort={onSort} align="left" />
          {columns.map((column) => (
            <SortHeader key={column} column={column} label={COLUMNS[column].label} sort={sort} onSort={onSort} />
          ))}
          <th scope="col">
            <span className="sr-only">Trade or remove</span>
          </th>
        </tr>
      </thead>
      <WatchlistRows
        rows={rows}
        columns={columns}
        selectedSymbol={selectedSymbol}
        reorderable={sort === null}
        scrollElement={scrollElement}
        onSelect={onSelect}
        onRemove={onRemove}
        onMoveBy={onMoveBy}
        Row={extras?.SortableWatchlistRow ?? WatchlistRow}
        Windowed={extras?.WindowedRows}
      />
    </table>
  );
  if (extras === undefined) return table;
  return (
    <extras.SortableFrame symbols={symbols} onReorder={onReorder}>
      {table}
    </extras.SortableFrame>
  );
}

import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { openOrderTicket } from '@src/lib/order-ticket-intent';
import { useLiveDepth, useLiveQuote } from '@src/lib/use-live';
import type { ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';
import { withLiveQuote } from '../utils/with-live-quote';
import { LiveLastCell } from './live-last-cell';
import { WatchlistCell } from './watchlist-cell';

/**
 * Every row is this tall (two text lines, padding and the bottom border), so a windowed list can
 * place rows without measuring them and a changing value never changes a row's height.
 */
export const ROW_HEIGHT_PX = 45;

export type WatchlistRowProps = {
  row: WatchlistRowData;
  /** Position in the shown order, 0-based (the header row is row 1 for assistive technology). */
  index: number;
  columns: readonly ColumnId[];
  selected: boolean;
  /** False while a view sort is on: the shown order is then not the saved one. */
  reorderable: boolean;
  onSelect: (symbol: string) => void;
  onRemove: (symbol: string) => void;
  onMoveBy: (symbol: string, step: -1 | 1) => void;
};

/** What dragging a row needs from it: its node, its handle, and where the drag has taken it. */
export type RowDrag = {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  style: CSSProperties;
  isDragging: boolean;
};

/**
 * One instrument of the list. The cells take a snapshot-like value, so streamed quotes can
 * feed the same row later. Alt+ArrowUp/Down on the focused row moves it in the saved order;
 * the handle drags it once the drag code has loaded (`drag`); T or the $ button opens the order
 * ticket on the symbol.
 */
export function WatchlistRowView({
  row: polled,
  index,
  columns,
  selected,
  reorderable,
  onSelect,
  onRemove,
  onMoveBy,
  drag,
}: WatchlistRowProps & { drag: RowDrag | undefined }) {
  // Each row follows its own quote/<SYMBOL> topic, and depth/<SYMBOL> while the Bid / Ask column
  // is shown: a price or book change re-renders one row, not the table.
  const book = useLiveDepth(columns.includes('bid_ask') ? polled.symbol : undefined);
  const row = withLiveQuote(polled, useLiveQuote(polled.symbol), book);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMoveBy(row.symbol, event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onSelect(row.symbol);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onRemove(row.symbol);
    } else if (event.key === 't' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      openOrderTicket({ symbol: row.symbol });
    }
  };
  return (
    <tr
      ref={drag?.setNodeRef}
      data-testid="watchlist-row"
      data-symbol={row.symbol}
      tabIndex={0}
      aria-rowindex={index + 2}
      aria-current={selected ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onClick={() => {
        onSelect(row.symbol);
      }}
      style={{ height: ROW_HEIGHT_PX, ...drag?.style }}
      className={`cursor-pointer border-b border-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-sky-500 dark:border-slate-800 ${
        selected ? 'bg-sky-50 dark:bg-sky-950' : 'bg-white hover:bg-slate-50 dark:bg-slate-950 dark:hover:bg-slate-900'
      } ${drag?.isDragging === true ? 'relative z-10 opacity-80 shadow' : ''}`}
    >
      <td className="w-6 px-1">
        <button
          type="button"
          ref={drag?.setActivatorNodeRef}
          {...drag?.attributes}
          {...drag?.listeners}
          disabled={!reorderable}
          aria-label={`Reorder ${row.symbol}`}
          onClick={(event) => {
            event.stopPropagation();
          }}
          className="cursor-grab touch-none px-1 text-slate-400 hover:text-slate-700 disabled:cursor-not-allowed disabled:opacity-30 dark:hover:text-slate-200"
        >
          ⠿
        </button>
      </td>
      <th scope="row" className="px-2 py-1 text-left font-normal">
        <span className="font-mono font-semibold">{row.symbol}</span>
        <span className="block max-w-40 truncate text-xs text-slate-600 dark:text-slate-400">{row.name}</span>
      </th>
      {columns.map((column) =>
        column === 'last' ? (
          <LiveLastCell key={column} row={row} />
        ) : (
          <WatchlistCell key={column} column={column} row={row} />
        ),
      )}
      <td className="px-1 whitespace-nowrap">
        <button
          type="button"
          aria-label={`Trade ${row.symbol}`}
          title={`Trade ${row.symbol}`}
          onClick={(event) => {
            event.stopPropagation();
            openOrderTicket({ symbol: row.symbol });
          }}
          className="rounded px-1 text-slate-400 hover:bg-sky-500/10 hover:text-sky-700"
        >
          $
        </button>
        <button
          type="button"
          aria-label={`Remove ${row.symbol}`}
          onClick={(event) => {
            event.stopPropagation();
            onRemove(row.symbol);
          }}
          className="rounded px-1 text-slate-400 hover:bg-red-500/10 hover:text-red-600"
        >
          ×
        </button>
      </td>
    </tr>
  );
}

/** A row before the drag code has loaded: everything but dragging (Alt+arrows still move it). */
export const WatchlistRow = memo(function WatchlistRow(props: WatchlistRowProps) {
  return <WatchlistRowView {...props} drag={undefined} />;
});

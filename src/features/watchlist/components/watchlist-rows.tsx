import { useVirtualizer } from '@tanstack/react-virtual';
import type { ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';
import { ROW_HEIGHT_PX, WatchlistRow } from './watchlist-row';

/** Lists up to this many rows are rendered whole; longer ones mount only the rows in view. */
export const WINDOW_FROM_ROWS = 60;

/** Rows mounted above and below the visible ones, so a short scroll or a keyboard move has them ready. */
const OVERSCAN = 8;

/** Before the scroller is measured, lay out as if this many rows fit, rather than none. */
const FIRST_GUESS_ROWS = 20;

export type WatchlistRowsProps = {
  rows: WatchlistRowData[];
  columns: readonly ColumnId[];
  selectedSymbol: string | undefined;
  reorderable: boolean;
  /** The element that scrolls the table (its direct parent), once mounted. */
  scrollElement: HTMLDivElement | null;
  onSelect: (symbol: string) => void;
  onRemove: (symbol: string) => void;
  onMoveBy: (symbol: string, step: -1 | 1) => void;
};

/**
 * The table body. A long list (a 200-symbol watchlist under a live feed) mounts only the rows in
 * view plus a margin, with spacer rows keeping the scroll height, so a price change lays out and
 * paints a few dozen rows instead of every one; `aria-rowcount`/`aria-rowindex` still give
 * assistive technology the whole list.
 */
export function WatchlistRows(props: WatchlistRowsProps) {
  return props.rows.length > WINDOW_FROM_ROWS ? <WindowedRows {...props} /> : <AllRows {...props} />;
}

function AllRows({ rows, columns, selectedSymbol, reorderable, onSelect, onRemove, onMoveBy }: WatchlistRowsProps) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <WatchlistRow
          key={row.symbol}
          row={row}
          index={index}
          columns={columns}
          selected={row.symbol === selectedSymbol}
          reorderable={reorderable}
          onSelect={onSelect}
          onRemove={onRemove}
          onMoveBy={onMoveBy}
        />
      ))}
    </tbody>
  );
}

function WindowedRows({ rows, scrollElement, selectedSymbol, ...rest }: WatchlistRowsProps) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    initialRect: { width: 0, height: FIRST_GUESS_ROWS * ROW_HEIGHT_PX },
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.symbol ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const above = first === undefined ? 0 : first.start;
  const below = last === undefined ? 0 : virtualizer.getTotalSize() - last.end;
  return (
    <tbody>
      {above > 0 ? <tr aria-hidden="true" style={{ height: above }} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : (
          <WatchlistRow key={row.symbol} row={row} index={item.index} selected={row.symbol === selectedSymbol} {...rest} />
        );
      })}
      {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
    </tbody>
  );
}

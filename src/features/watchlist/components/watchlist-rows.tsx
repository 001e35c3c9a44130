import type { ComponentType } from 'react';
import type { ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';
import type { WatchlistRow } from './watchlist-row';

/** Lists up to this many rows are rendered whole; longer ones mount only the rows in view. */
export const WINDOW_FROM_ROWS = 60;

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
  /** The row component: draggable once the drag code has loaded, plain before. */
  Row: typeof WatchlistRow;
};

/** The windowed body (windowed-rows.tsx), once its code has loaded. */
export type WindowedBody = ComponentType<WatchlistRowsProps>;

/**
 * The table body. A long list (a 200-symbol watchlist under a live feed) mounts only the rows in
 * view plus a margin, with spacer rows keeping the scroll height, so a price change lays out and
 * paints a few dozen rows instead of every one; `aria-rowcount`/`aria-rowindex` still give
 * assistive technology the whole list.
 */
export function WatchlistRows({ Windowed, ...props }: WatchlistRowsProps & { Windowed: WindowedBody | undefined }) {
  // Until the windowing code has loaded, a long list is rendered whole.
  return props.rows.length > WINDOW_FROM_ROWS && Windowed !== undefined ? (
    <Windowed {...props} />
  ) : (
    <AllRows {...props} />
  );
}

/** Every row, mounted. */
function AllRows({
  rows,
  columns,
  selectedSymbol,
  reorderable,
  onSelect,
  onRemove,
  onMoveBy,
  Row,
}: WatchlistRowsProps) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <Row
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

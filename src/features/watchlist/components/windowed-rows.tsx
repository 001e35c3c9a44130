import { useVirtualizer } from '@tanstack/react-virtual';
import { ROW_HEIGHT_PX } from './watchlist-row';
import type { WatchlistRowsProps } from './watchlist-rows';

/** Rows mounted above and below the visible ones, so a short scroll or a keyboard move has them ready. */
const OVERSCAN = 8;

/** Before the scroller is measured, lay out as if this many rows fit, rather than none. */
const FIRST_GUESS_ROWS = 20;

/**
 * A long list's body: the rows in view plus a margin, with spacer rows keeping the scroll
 * height. Loaded after the first screen with the drag code (use-table-extras.ts).
 */
export function WindowedRows({ rows, scrollElement, selectedSymbol, Row, ...rest }: WatchlistRowsProps) {
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
          <Row key={row.symbol} row={row} index={item.index} selected={row.symbol === selectedSymbol} {...rest} />
        );
      })}
      {below > 0 ? <tr aria-hidden="true" style={{ height: below }} /> : null}
    </tbody>
  );
}

import { DisplayDecimal } from '@src/lib/display-decimal';
import { COLUMNS, type ColumnId, type SortKey } from './columns';
import type { WatchlistRowData } from './row-data';

export type SortColumn = 'symbol' | ColumnId;
/** A view-only sort: it changes what is shown, never the order saved with the provider. */
export type ViewSort = { column: SortColumn; direction: 'asc' | 'desc' } | null;

function keyOf(row: WatchlistRowData, column: SortColumn): SortKey {
  return column === 'symbol' ? row.symbol : COLUMNS[column].sortKey(row);
}

function compareKeys(a: DisplayDecimal | string, b: DisplayDecimal | string): number {
  if (a instanceof DisplayDecimal && b instanceof DisplayDecimal) return a.cmp(b);
  const left = a.toString();
  const right = b.toString();
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The rows in view order. Rows without a value go last in both directions (an unknown price is
 * not the smallest price); ties keep the saved order, so the sort is stable.
 */
export function sortRows(rows: readonly WatchlistRowData[], sort: ViewSort): WatchlistRowData[] {
  if (sort === null) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: keyOf(row, sort.column) }));
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) {
      if (a.key === b.key) return a.index - b.index;
      return a.key === undefined ? 1 : -1;
    }
    return sign * compareKeys(a.key, b.key) || a.index - b.index;
  });
  return keyed.map((item) => item.row);
}

/** Header click cycle: ascending, then descending, then back to the saved order. */
export function nextSort(current: ViewSort, column: SortColumn): ViewSort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

import { CellLoading, CellNoData } from './cell-states';
import { COLUMNS, type ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-600 dark:text-red-400',
  flat: '',
} as const;

/**
 * One value cell. A value not loaded yet is a pulsing bar ("loading"); a value the broker does
 * not have is a dash ("no data"): the two never look the same.
 */
export function WatchlistCell({ column, row }: { column: ColumnId; row: WatchlistRowData }) {
  const def = COLUMNS[column];
  const text = def.text(row);
  const tone = text === undefined || def.direction === undefined ? '' : TONE[def.direction(row)];
  const loading = (def.fromSummary ? row.summary : row.quote) === undefined;
  return (
    <td data-column={column} className={`px-2 py-1 text-right font-mono whitespace-nowrap tabular-nums ${tone}`}>
      {text ?? (loading ? <CellLoading /> : <CellNoData />)}
    </td>
  );
}

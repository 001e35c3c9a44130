import { COLUMNS, type ColumnId } from '../utils/columns';
import type { WatchlistRowData } from '../utils/row-data';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-600 dark:text-red-400',
  flat: '',
} as const;

/** One value cell; a dash while the value is unknown (still loading, or none exists). */
export function WatchlistCell({ column, row }: { column: ColumnId; row: WatchlistRowData }) {
  const def = COLUMNS[column];
  const text = def.text(row);
  const tone = text === undefined || def.direction === undefined ? '' : TONE[def.direction(row)];
  return (
    <td data-column={column} className={`px-2 py-1 text-right font-mono whitespace-nowrap tabular-nums ${tone}`}>
      {text ?? <span aria-label="not available">–</span>}
    </td>
  );
}

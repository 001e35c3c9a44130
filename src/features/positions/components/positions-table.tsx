import type { Position } from '@contracts/portfolio';
import type { RowPnl } from '../utils/account-pnl';
import { PositionRow } from './position-row';

const COLUMNS = [
  'Symbol',
  'Qty',
  'Avg cost',
  'Last',
  'Market value',
  'Unrealized P&L',
  'Day P&L',
  'Realized today',
  '',
];

/**
 * The holdings. Each row shows the figures the balance strip sums (`rows`, from
 * useAccountPnl: the streamed quote, else the snapshot), so the strip and the rows agree.
 */
export function PositionsTable({
  accountId,
  positions,
  rows,
}: {
  accountId: string;
  positions: readonly Position[];
  rows: ReadonlyMap<string, RowPnl> | undefined;
}) {
  if (positions.length === 0) return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">No positions.</p>;
  return (
    <table aria-label="Positions" className="w-full text-sm">
      <thead className="sticky top-0 bg-white text-xs text-slate-500 dark:text-slate-400 dark:bg-slate-950">
        <tr>
          {COLUMNS.map((column, index) => (
            <th
              key={column === '' ? `c${String(index)}` : column}
              scope="col"
              className={`px-2 py-1 font-medium ${index === 0 ? 'text-left' : 'text-right'}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {positions.map((position) => (
          <PositionRow
            key={position.symbol}
            accountId={accountId}
            position={position}
            figures={rows?.get(position.symbol)}
          />
        ))}
      </tbody>
    </table>
  );
}

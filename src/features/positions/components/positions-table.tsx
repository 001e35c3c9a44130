import type { Position } from '@contracts/portfolio';
import { useSnapshots } from '@src/api/get-snapshots';
import { PositionRow } from './position-row';

const COLUMNS = ['Symbol', 'Qty', 'Avg cost', 'Last', 'Market value', 'Unrealized P&L', 'Day P&L', ''];

/**
 * The holdings. Each row follows its symbol's streamed quote; until one arrives, the snapshot
 * gives the last price and the previous close (for the day's P&L).
 */
export function PositionsTable({ accountId, positions }: { accountId: string; positions: readonly Position[] }) {
  const snapshots = useSnapshots(positions.map((p) => p.symbol));
  if (positions.length === 0) return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">No positions.</p>;
  const bySymbol = new Map((snapshots.data ?? []).map((s) => [s.symbol, s]));
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
        {positions.map((position) => {
          const snapshot = bySymbol.get(position.symbol);
          return (
            <PositionRow
              key={position.symbol}
              accountId={accountId}
              position={position}
              base={{ price: snapshot?.price, preClose: snapshot?.pre_close }}
            />
          );
        })}
      </tbody>
    </table>
  );
}

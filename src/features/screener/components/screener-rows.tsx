import { stepRows } from '@src/components/step-rows';
import { directionOf } from '@src/lib/format-decimal';
import { formatCell } from '../utils/format-cell';
import type { ExtraColumn } from '../utils/screener-defs';

/** The fields every screener row shares, plus the extras read by name. */
export type ScreenerRow = { symbol: string; name: string; price: string; change_ratio: string } & Record<
  string,
  unknown
>;

type ScreenerRowsProps = {
  label: string;
  rows: readonly ScreenerRow[];
  extra: readonly ExtraColumn[];
  onSelectSymbol: (symbol: string) => void;
  onAdd: (symbols: string[]) => void;
};

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-600 dark:text-red-400',
  flat: '',
} as const;

function text(row: ScreenerRow, field: string): string | undefined {
  const value = row[field];
  return typeof value === 'string' ? value : undefined;
}

/** Results in the provider's ranking order; the symbol opens it (arrow keys step through the rows), "+" adds it to the watchlist. */
export function ScreenerRows({ label, rows, extra, onSelectSymbol, onAdd }: ScreenerRowsProps) {
  return (
    <table
      className="w-full border-collapse text-sm"
      aria-label={label}
      onKeyDown={(event) => {
        stepRows(event, onSelectSymbol);
      }}
    >
      <thead className="sticky top-0 bg-white text-xs text-slate-500 dark:text-slate-400 dark:bg-slate-950">
        <tr>
          <th scope="col" className="px-1 text-right">
            #
          </th>
          <th scope="col" className="px-2 text-left">
            Symbol
          </th>
          <th scope="col" className="px-2 text-right">
            Price
          </th>
          <th scope="col" className="px-2 text-right">
            Change %
          </th>
          {extra.map((column) => (
            <th key={column.field} scope="col" className="px-2 text-right">
              {column.label}
            </th>
          ))}
          <th scope="col">
            <span className="sr-only">Add to watchlist</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={row.symbol}
            data-testid="screener-row"
            data-symbol={row.symbol}
            className="border-b border-slate-100 dark:border-slate-800"
          >
            <td className="px-1 text-right text-xs text-slate-400">{index + 1}</td>
            <th scope="row" className="px-2 py-1 text-left font-normal">
              <button
                type="button"
                onClick={() => {
                  onSelectSymbol(row.symbol);
                }}
                title={row.name}
                className="font-mono font-semibold text-sky-700 hover:underline dark:text-sky-300"
              >
                {row.symbol}
              </button>
              <span className="block max-w-36 truncate text-xs text-slate-500 dark:text-slate-400">{row.name}</span>
            </th>
            <td className="px-2 text-right font-mono tabular-nums">{formatCell(row.price, 'price')}</td>
            <td
              data-value={row.change_ratio}
              className={`px-2 text-right font-mono tabular-nums ${TONE[directionOf(row.change_ratio)]}`}
            >
              {formatCell(row.change_ratio, 'ratio')}
            </td>
            {extra.map((column) => (
              <td
                key={column.field}
                data-field={column.field}
                className="px-2 text-right font-mono whitespace-nowrap tabular-nums"
              >
                {formatCell(text(row, column.field), column.kind)}
              </td>
            ))}
            <td className="px-1">
              <button
                type="button"
                aria-label={`Add ${row.symbol} to watchlist`}
                onClick={() => {
                  onAdd([row.symbol]);
                }}
                className="rounded px-1 text-slate-500 dark:text-slate-400 hover:bg-sky-500/10 hover:text-sky-700"
              >
                +
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { ReactNode } from 'react';

export type TableRow = { key: string; cells: readonly ReactNode[]; highlight?: boolean };

type SimpleTableProps = {
  /** Accessible name, e.g. "Dividend calendar". */
  label: string;
  headers: readonly string[];
  rows: readonly TableRow[];
  /** Columns from this index on are numbers (right-aligned). */
  numericFrom?: number;
};

/** A compact table; the first column is the row header. */
export function SimpleTable({ label, headers, rows, numericFrom = 1 }: SimpleTableProps) {
  const align = (index: number) => (index >= numericFrom ? 'text-right tabular-nums' : 'text-left');
  return (
    // A table wider than its panel scrolls sideways; focusable and named so a keyboard can scroll it.
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      <table aria-label={label} className="w-full border-collapse text-xs">
        <thead>
          <tr className="border-b border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`px-2 py-1 font-medium whitespace-nowrap ${align(index)}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={`border-b border-slate-100 dark:border-slate-800/60 ${row.highlight === true ? 'bg-sky-500/10 font-semibold' : ''}`}
            >
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={`px-2 py-1 whitespace-nowrap ${align(index)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

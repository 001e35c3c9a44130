import Decimal from 'decimal.js';
import type { Execution } from '@contracts/executions';
import { formatEasternDateTime } from '@src/lib/eastern-time';
import { formatPrice } from '@src/lib/format-decimal';
import { formatQuantity, sideWord } from '../utils/order-labels';

type ExecutionsTableProps = {
  executions: readonly Execution[];
  label: string;
  /** Without it the table leaves out the order column (one order's own executions). */
  showOrder?: boolean;
};

/**
 * Executions newest first: when, which way, how many at what price, their value, and the order.
 * The provider's execution list carries no fees; an order's fees are on its detail
 * (docs/trading.md#executions).
 */
export function ExecutionsTable({ executions, label, showOrder = true }: ExecutionsTableProps) {
  if (executions.length === 0) return <p className="p-3 text-sm text-slate-500 dark:text-slate-400">No executions.</p>;
  const columns = ['Time', 'Symbol', 'Side', 'Qty', 'Price', 'Value', ...(showOrder ? ['Order'] : [])];
  return (
    <table aria-label={label} className="w-full text-sm">
      <thead className="sticky top-0 bg-white text-xs text-slate-500 dark:bg-slate-950 dark:text-slate-400">
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={`px-2 py-1 font-medium ${index < 3 ? 'text-left' : 'text-right'}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {executions.map((e) => (
          <tr
            key={e.execution_id}
            data-testid="execution-row"
            data-order={e.client_order_id}
            data-side={e.side}
            data-quantity={e.quantity}
            data-price={e.price}
            className="border-t border-slate-100 dark:border-slate-800"
          >
            <td className="px-2 py-1 tabular-nums">
              <time dateTime={new Date(e.executed_at).toISOString()}>{formatEasternDateTime(e.executed_at)}</time>
            </td>
            <th scope="row" className="px-2 py-1 text-left font-medium">
              {e.symbol}
            </th>
            <td className="px-2 py-1">{sideWord(e.side)}</td>
            <td className="px-2 py-1 text-right tabular-nums">{formatQuantity(e.quantity)}</td>
            <td className="px-2 py-1 text-right tabular-nums">{formatPrice(e.price)}</td>
            <td className="px-2 py-1 text-right tabular-nums">
              {formatPrice(new Decimal(e.quantity).times(e.price).toFixed(2), 2)}
            </td>
            {showOrder ? <td className="px-2 py-1 text-right font-mono text-xs">{e.client_order_id}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useState } from 'react';
import { useFundamental } from '@src/api/get-fundamental';
import { formatFigure, NO_FIGURE } from '../utils/format-figures';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

/** Distributions, one provider page at a time (pagination_key: docs/protocol.md#fundamentals). */
export function FundDividendsTab({ symbol }: { symbol: string }) {
  // Keys of the pages before the current one, so "Newer" can step back.
  const [keys, setKeys] = useState<(string | undefined)[]>([undefined]);
  const current = keys.at(-1);
  const query = useFundamental('fund-dividends', symbol, current === undefined ? {} : { pagination_key: current });
  return (
    <QueryView query={query} what="distributions" isEmpty={({ data }) => data.data.length === 0 && keys.length === 1}>
      {({ data }) => (
        <div className="flex flex-col gap-2">
          <SimpleTable
            label="Distributions"
            headers={['Ex-date', 'Per share', 'Declared', 'Record', 'Paid']}
            numericFrom={1}
            rows={data.data.map((row) => ({
              key: row.share_date,
              cells: [
                row.share_date,
                formatFigure(row.dps),
                row.publish_date ?? NO_FIGURE,
                row.record_date ?? NO_FIGURE,
                row.pay_date ?? NO_FIGURE,
              ],
            }))}
          />
          <div className="flex gap-2 text-xs">
            <button
              type="button"
              disabled={keys.length === 1}
              onClick={() => {
                setKeys((list) => list.slice(0, -1));
              }}
              className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40 dark:border-slate-700"
            >
              Newer
            </button>
            <button
              type="button"
              disabled={data.pagination_key == null}
              onClick={() => {
                const next = data.pagination_key;
                if (next != null) setKeys((list) => [...list, next]);
              }}
              className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40 dark:border-slate-700"
            >
              Older
            </button>
          </div>
        </div>
      )}
    </QueryView>
  );
}

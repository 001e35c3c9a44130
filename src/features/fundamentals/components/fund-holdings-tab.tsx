import { BarList } from '@src/components/bar-list';
import { useFundamental } from '@src/api/get-fundamental';
import { formatPercentFigure } from '../utils/format-figures';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

type FundHoldingsTabProps = { symbol: string; onSelectSymbol?: ((symbol: string) => void) | undefined };

/** The fund's largest holdings by weight; a holding's symbol opens it in the dashboard. */
export function FundHoldingsTab({ symbol, onSelectSymbol }: FundHoldingsTabProps) {
  const query = useFundamental('fund-holdings', symbol);
  return (
    <QueryView query={query} what="holdings" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => {
        // share_held_pct is already a percentage of the fund (contract fundamentals-fund.ts).
        const byWeight = [...data].sort((a, b) => Number(b.share_held_pct ?? 0) - Number(a.share_held_pct ?? 0));
        return (
          <div className="flex flex-col gap-3">
            <BarList
              label={`${symbol} holdings by weight`}
              items={byWeight.map((row) => ({
                key: row.target_symbol,
                label: row.target_symbol,
                value: row.share_held_pct ?? '0',
                display: formatPercentFigure(row.share_held_pct),
              }))}
            />
            <SimpleTable
              label="Holdings"
              headers={['Symbol', 'Name', 'Weight', 'Change']}
              numericFrom={2}
              rows={byWeight.map((row) => ({
                key: row.target_symbol,
                cells: [
                  onSelectSymbol === undefined ? (
                    row.target_symbol
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        onSelectSymbol(row.target_symbol);
                      }}
                      className="text-sky-700 underline-offset-2 hover:underline dark:text-sky-400"
                    >
                      {row.target_symbol}
                    </button>
                  ),
                  row.stock_name ?? '',
                  formatPercentFigure(row.share_held_pct),
                  formatPercentFigure(row.share_held_chg_pct),
                ],
              }))}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

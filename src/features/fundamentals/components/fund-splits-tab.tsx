import { useFundamental } from '@src/api/get-fundamental';
import { NO_FIGURE } from '../utils/format-figures';
import { splitTypeLabel } from '../utils/split-type';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

/** Share splits and reverse splits of the fund. */
export function FundSplitsTab({ symbol }: { symbol: string }) {
  const query = useFundamental('fund-splits', symbol);
  return (
    <QueryView query={query} what="splits" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => (
        <SimpleTable
          label="Splits"
          headers={['Date', 'Type', 'Ratio']}
          numericFrom={2}
          rows={[...data]
            .sort((a, b) => b.split_date.localeCompare(a.split_date))
            .map((row) => ({
              key: row.split_date,
              cells: [
                row.split_date,
                row.split_type == null ? NO_FIGURE : splitTypeLabel(row.split_type),
                row.split_ratio ?? (row.from == null || row.to == null ? NO_FIGURE : `${row.from}:${row.to}`),
              ],
            }))}
        />
      )}
    </QueryView>
  );
}

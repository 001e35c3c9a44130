import { Sparkline } from '@src/components/sparkline';
import { useFundamental } from '@src/api/get-fundamental';
import { formatFigure } from '../utils/format-figures';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

/** The provider's maximum per call (docs/protocol.md#fundamentals). */
const DAYS = 20;

/** Net asset value per share over the last trading days, as a line and a table. */
export function FundNetValueTab({ symbol }: { symbol: string }) {
  const query = useFundamental('fund-net-value', symbol, { count: DAYS });
  return (
    <QueryView query={query} what="net values" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => {
        const oldestFirst = [...data].sort((a, b) => a.date.localeCompare(b.date));
        const latest = oldestFirst.at(-1);
        return (
          <div className="flex flex-col gap-3">
            <FigureList
              label="Latest net value"
              figures={[
                {
                  id: 'nav',
                  label: `Net value${latest === undefined ? '' : ` on ${latest.date}`}`,
                  text: formatFigure(latest?.net_value),
                  value: latest?.net_value,
                },
              ]}
            />
            <Sparkline
              label={`${symbol} net value, last ${oldestFirst.length} days`}
              values={oldestFirst.map((row) => row.net_value ?? undefined)}
              format={formatFigure}
              width={360}
              height={96}
            />
            <SimpleTable
              label="Net values"
              headers={['Date', 'Net value']}
              rows={[...oldestFirst]
                .reverse()
                .map((row) => ({ key: row.date, cells: [row.date, formatFigure(row.net_value)] }))}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

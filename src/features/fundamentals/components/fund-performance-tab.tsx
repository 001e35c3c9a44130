import { BarList } from '@src/components/bar-list';
import { formatRatioAsPercent } from '@src/lib/format-decimal';
import { useFundamental } from '@src/api/get-fundamental';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';

const PERIODS = [
  ['return_1m', '1 month'],
  ['return_3m', '3 months'],
  ['return_6m', '6 months'],
  ['return_1y', '1 year'],
  ['return_3y', '3 years'],
  ['return_5y', '5 years'],
  ['return_10y', '10 years'],
  ['return_si', 'Since inception'],
] as const;

/** Total return over the provider's periods, as bars (returns are fractions: docs/protocol.md#fundamentals). */
export function FundPerformanceTab({ symbol }: { symbol: string }) {
  const query = useFundamental('fund-performance', symbol);
  return (
    <QueryView
      query={query}
      what="fund performance"
      isEmpty={({ data }) => PERIODS.every(([key]) => data[key] == null)}
    >
      {({ data }) => {
        const items = PERIODS.flatMap(([key, label]) => {
          const value = data[key];
          return value == null ? [] : [{ key, label, value, display: formatRatioAsPercent(value) }];
        });
        return (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Returns{data.end_date == null ? '' : ` to ${data.end_date}`}</h3>
            <BarList label={`${symbol} returns by period`} items={items} />
            <FigureList
              label="Returns"
              figures={items.map((item) => ({
                id: item.key,
                label: item.label,
                text: item.display,
                value: item.value,
              }))}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

import { GroupedBars } from '@src/components/grouped-bars';
import { useFundamental } from '@src/api/get-fundamental';
import { flowGroups, netFlow } from '../utils/capital-flow';
import { formatAmount, formatSignedAmount, isoFromCompact } from '../utils/format-figures';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

const FLOW_SERIES = [
  { name: 'Inflow', fillClass: 'fill-emerald-600' },
  { name: 'Outflow', fillClass: 'fill-red-500' },
];

/** Money in and out by order size for the last trading days (provider: at most 5). */
export function CapitalFlowTab({ symbol }: { symbol: string }) {
  const query = useFundamental('capital-flow', symbol, { count: 5 });
  return (
    <QueryView query={query} what="capital flow" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => {
        const oldestFirst = [...data].sort((a, b) => a.date.localeCompare(b.date));
        const latest = oldestFirst.at(-1);
        return (
          <div className="flex flex-col gap-3">
            {latest === undefined ? null : (
              <>
                <h3 className="text-sm font-semibold">Flows on {isoFromCompact(latest.date)}</h3>
                <GroupedBars
                  label={`Capital flow on ${isoFromCompact(latest.date)} by order size`}
                  groups={flowGroups(latest)}
                  series={FLOW_SERIES}
                  format={formatAmount}
                />
              </>
            )}
            <SimpleTable
              label="Capital flow by day"
              headers={['Date', 'Large in', 'Large out', 'Medium in', 'Medium out', 'Small in', 'Small out', 'Net']}
              rows={[...oldestFirst].reverse().map((day) => ({
                key: day.date,
                cells: [
                  isoFromCompact(day.date),
                  formatAmount(day.large_in),
                  formatAmount(day.large_out),
                  formatAmount(day.medium_in),
                  formatAmount(day.medium_out),
                  formatAmount(day.small_in),
                  formatAmount(day.small_out),
                  formatSignedAmount(netFlow(day)),
                ],
              }))}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

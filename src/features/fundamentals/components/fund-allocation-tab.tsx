import { StackedBar } from '@src/components/stacked-bar';
import { useFundamental } from '@src/api/get-fundamental';
import { formatAmount, formatFraction } from '../utils/format-figures';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

const CLASSES = [
  ['stock', 'Stocks', 'fill-sky-600'],
  ['bond', 'Bonds', 'fill-emerald-600'],
  ['cash', 'Cash', 'fill-slate-400'],
  ['preferred', 'Preferred', 'fill-violet-500'],
  ['convertible', 'Convertible', 'fill-amber-500'],
  ['other', 'Other', 'fill-rose-400'],
] as const;

/** How the fund's assets split by class at the latest date (ratios are fractions of aum). */
export function FundAllocationTab({ symbol }: { symbol: string }) {
  const query = useFundamental('fund-allocation', symbol);
  return (
    <QueryView query={query} what="asset allocation" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => {
        const latest = [...data].sort((a, b) => b.date.localeCompare(a.date))[0];
        if (latest === undefined) return null;
        const present = CLASSES.filter(([key]) => latest[key]?.ratio != null);
        return (
          <div className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold">
              Allocation on {latest.date} (assets {formatAmount(latest.aum)})
            </h3>
            <StackedBar
              label={`${symbol} asset allocation`}
              segments={present.map(([key, label, fillClass]) => ({
                key,
                label,
                value: latest[key]?.ratio ?? '0',
                display: formatFraction(latest[key]?.ratio),
                fillClass,
              }))}
            />
            <SimpleTable
              label="Asset allocation"
              headers={['Class', 'Share', 'Value']}
              rows={present.map(([key, label]) => ({
                key,
                cells: [label, formatFraction(latest[key]?.ratio), formatAmount(latest[key]?.value)],
              }))}
            />
          </div>
        );
      }}
    </QueryView>
  );
}

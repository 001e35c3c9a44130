import { useFundamental } from '@src/api/get-fundamental';
import { formatAmount, formatFraction, NO_FIGURE } from '../utils/format-figures';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

/** What the fund is: objective, benchmark, size and its managers. */
export function FundBriefTab({ symbol }: { symbol: string }) {
  const query = useFundamental('fund-brief', symbol);
  return (
    <QueryView query={query} what="fund overview">
      {({ data }) => (
        <div className="flex flex-col gap-3">
          <h3 data-testid="fund-name" className="text-base font-semibold">
            {data.name ?? symbol}
          </h3>
          <FigureList
            label="Fund facts"
            figures={[
              { id: 'aum', label: 'Assets', text: formatAmount(data.aum), value: data.aum },
              { id: 'benchmark', label: 'Benchmark', text: data.benchmark ?? NO_FIGURE, value: data.benchmark },
              { id: 'issuer', label: 'Issuer', text: data.issuer ?? NO_FIGURE, value: data.issuer },
              { id: 'custodian', label: 'Custodian', text: data.custodian ?? NO_FIGURE, value: data.custodian },
              { id: 'launch-date', label: 'Launched', text: data.launch_date ?? NO_FIGURE, value: data.launch_date },
            ]}
          />
          {data.investment_objective == null ? null : (
            <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">{data.investment_objective}</p>
          )}
          {data.managers == null || data.managers.length === 0 ? null : (
            <SimpleTable
              label="Fund managers"
              headers={['Manager', 'Title', 'Since', 'Years', 'Return over tenure']}
              numericFrom={3}
              rows={data.managers.map((manager) => ({
                key: `${manager.name}-${manager.start_date ?? ''}`,
                cells: [
                  manager.name,
                  manager.title ?? NO_FIGURE,
                  manager.start_date ?? NO_FIGURE,
                  manager.tenure_years ?? NO_FIGURE,
                  formatFraction(manager.tenure_return),
                ],
              }))}
            />
          )}
        </div>
      )}
    </QueryView>
  );
}

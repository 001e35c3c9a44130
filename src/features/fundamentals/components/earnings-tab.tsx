import { GroupedBars } from '../../../components/grouped-bars';
import { useNow } from '../../../lib/use-now';
import { useFundamental } from '../api/get-fundamental';
import { epsGroups, nextEarnings } from '../utils/earnings';
import { fiscalLabel, formatAmount, formatFigure, NO_FIGURE } from '../utils/format-figures';
import { easternIsoDate } from '../utils/today';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

const EPS_SERIES = [
  { name: 'Actual EPS', fillClass: 'fill-sky-600' },
  { name: 'Estimated EPS', fillClass: 'fill-slate-400' },
];

/** EPS actual vs estimate per quarter, the next report date and the earnings calendar. */
export function EarningsTab({ symbol }: { symbol: string }) {
  const eps = useFundamental('forecast-eps', symbol);
  const calendar = useFundamental('earnings-calendar', symbol);
  const today = easternIsoDate(useNow(60_000));
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="EPS actual vs estimate" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">EPS: actual vs estimate</h3>
        <QueryView query={eps} what="EPS history" isEmpty={({ data }) => data.length === 0}>
          {({ data }) => <GroupedBars label="EPS actual vs estimate per quarter" groups={epsGroups(data)} series={EPS_SERIES} format={formatFigure} showValues />}
        </QueryView>
      </section>
      <section aria-label="Earnings calendar" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Earnings calendar</h3>
        <QueryView query={calendar} what="earnings calendar" isEmpty={({ data }) => data.length === 0}>
          {({ data }) => {
            const next = nextEarnings(data, today);
            return (
              <>
                <FigureList
                  label="Next earnings"
                  figures={[
                    { id: 'next-earnings-date', label: 'Next report', text: next?.expected_publish_date ?? NO_FIGURE, value: next?.expected_publish_date },
                    { id: 'next-earnings-period', label: 'For', text: next === undefined ? NO_FIGURE : fiscalLabel(next.fiscal_year, next.fiscal_period) },
                    { id: 'next-eps-est', label: 'EPS estimate', text: formatFigure(next?.eps_est), value: next?.eps_est },
                  ]}
                />
                <SimpleTable
                  label="Earnings calendar"
                  headers={['Period', 'Date', 'EPS actual', 'EPS estimate', 'Revenue actual', 'Revenue estimate']}
                  rows={[...data].reverse().map((row) => ({
                    key: `${row.fiscal_year}-${row.fiscal_period}`,
                    highlight: row === next,
                    cells: [
                      fiscalLabel(row.fiscal_year, row.fiscal_period),
                      row.expected_publish_date,
                      formatFigure(row.eps_actual),
                      formatFigure(row.eps_est),
                      formatAmount(row.rev_actual),
                      formatAmount(row.rev_est),
                    ],
                  }))}
                />
              </>
            );
          }}
        </QueryView>
      </section>
    </div>
  );
}

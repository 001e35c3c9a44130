import { GroupedBars } from '@src/components/grouped-bars';
import { useFundamental } from '@src/api/get-fundamental';
import { epsGroups, nextEarnings } from '../utils/earnings';
import { fiscalLabel, formatAmount, formatFigure, NO_FIGURE } from '../utils/format-figures';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

const EPS_SERIES = [
  { name: 'Actual EPS', fillClass: 'fill-sky-600' },
  { name: 'Estimated EPS', fillClass: 'fill-slate-400' },
];

/** EPS actual vs estimate per quarter, the next report (window and estimates) and the earnings calendar. */
export function EarningsTab({ symbol }: { symbol: string }) {
  const eps = useFundamental('forecast-eps', symbol);
  const calendar = useFundamental('earnings-calendar', symbol);
  const alert = useFundamental('financial-alert', symbol);
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="EPS actual vs estimate" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">EPS: actual vs estimate</h3>
        <QueryView query={eps} what="EPS history" isEmpty={({ data }) => data.length === 0}>
          {({ data }) => (
            <GroupedBars
              label="EPS actual vs estimate per quarter"
              groups={epsGroups(data)}
              series={EPS_SERIES}
              format={formatFigure}
              showValues
            />
          )}
        </QueryView>
      </section>
      <section aria-label="Next report" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Next report window</h3>
        <QueryView
          query={alert}
          what="report window"
          isEmpty={({ data }) => data.start_date == null && data.eps_est == null}
        >
          {({ data }) => (
            <FigureList
              label="Next report window"
              figures={[
                {
                  id: 'alert-window',
                  label: 'Expected',
                  text:
                    data.start_date == null ? NO_FIGURE : `${data.start_date} to ${data.end_date ?? data.start_date}`,
                  value: data.start_date,
                },
                { id: 'alert-eps-est', label: 'EPS estimate', text: formatFigure(data.eps_est), value: data.eps_est },
                {
                  id: 'alert-eps-ly',
                  label: 'EPS a year earlier',
                  text: formatFigure(data.eps_ly),
                  value: data.eps_ly,
                },
                {
                  id: 'alert-rev-est',
                  label: 'Revenue estimate',
                  text: formatAmount(data.rev_est),
                  value: data.rev_est,
                },
                {
                  id: 'alert-rev-ly',
                  label: 'Revenue a year earlier',
                  text: formatAmount(data.rev_ly),
                  value: data.rev_ly,
                },
              ]}
            />
          )}
        </QueryView>
      </section>
      <section aria-label="Earnings calendar" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">Earnings calendar</h3>
        <QueryView query={calendar} what="earnings calendar" isEmpty={({ data }) => data.length === 0}>
          {({ data }) => {
            const next = nextEarnings(data);
            return (
              <>
                <FigureList
                  label="Next earnings"
                  figures={[
                    {
                      id: 'next-earnings-date',
                      label: 'Next report',
                      text: next?.expected_publish_date ?? NO_FIGURE,
                      value: next?.expected_publish_date,
                    },
                    {
                      id: 'next-earnings-period',
                      label: 'For',
                      text: next === undefined ? NO_FIGURE : fiscalLabel(next.fiscal_year, next.fiscal_period),
                    },
                    {
                      id: 'next-eps-est',
                      label: 'EPS estimate',
                      text: formatFigure(next?.eps_est),
                      value: next?.eps_est,
                    },
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

import { useState } from 'react';
import { Sparkline } from '@src/components/sparkline';
import { useFundamental } from '@src/api/get-fundamental';
import { indicatorFormat } from '../utils/ratio-figures';
import { toIndicatorTable } from '../utils/indicator-table';
import { QueryView } from './query-view';
import { SegmentedToggle } from './segmented-toggle';
import { SimpleTable } from './simple-table';

type Period = 'ANNUAL' | 'QUARTERLY';
const PERIODS = [
  { value: 'ANNUAL', label: 'Annual' },
  { value: 'QUARTERLY', label: 'Quarterly' },
] as const;

/** Financial ratios per period with their trend. */
export function IndicatorsTab({ symbol }: { symbol: string }) {
  const [period, setPeriod] = useState<Period>('ANNUAL');
  const query = useFundamental('indicators', symbol, { type: period, count: 5 });
  return (
    <div className="flex flex-col gap-3">
      <SegmentedToggle label="Period" options={PERIODS} value={period} onChange={setPeriod} />
      <QueryView query={query} what="indicators" isEmpty={({ data }) => toIndicatorTable(data).rows.length === 0}>
        {({ data }) => {
          const table = toIndicatorTable(data);
          return (
            <SimpleTable
              label={`Indicators, ${period.toLowerCase()}`}
              headers={['Indicator', ...table.columns.map((c) => c.label), 'Trend']}
              rows={table.rows.map((row) => ({
                key: row.key,
                cells: [
                  row.label,
                  ...row.values.map((value) => indicatorFormat(row.key)(value)),
                  <Sparkline
                    key="trend"
                    label={`${row.label} trend`}
                    values={row.values}
                    format={indicatorFormat(row.key)}
                  />,
                ],
              }))}
            />
          );
        }}
      </QueryView>
    </div>
  );
}

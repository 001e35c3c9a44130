import { useClockReading } from '@src/lib/use-clock';
import { useCurrentPrice } from '../api/get-current-price';
import { useFundamental } from '@src/api/get-fundamental';
import { annualDividend, dividendYield, newestFirst } from '../utils/dividends';
import { formatFigure, formatFraction, NO_FIGURE } from '../utils/format-figures';
import { easternIsoDate } from '@market/eastern-time';
import { FigureList } from './figure-list';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

const TYPE_LABELS: Record<string, string> = {
  CASH_DIVIDEND: 'Cash',
  STOCK_DIVIDEND: 'Stock',
  SCRIP_DIVIDEND: 'Scrip',
  RETURN_OF_CAPITAL: 'Return of capital',
  INTEREST_PRINCIPAL_PAYMENT: 'Interest/principal',
  DIVIDEND_REINVESTMENT: 'Reinvestment',
  TRUST_INCOME_DISTRIBUTION: 'Trust income',
};

/** The dividend calendar and the trailing yield at the last price. */
export function DividendsTab({ symbol }: { symbol: string }) {
  const calendar = useFundamental('dividend-calendar', symbol);
  const price = useCurrentPrice(symbol);
  const today = useClockReading(easternIsoDate);
  return (
    <QueryView query={calendar} what="dividends" isEmpty={({ data }) => data.length === 0}>
      {({ data }) => {
        const rows = newestFirst(data);
        const yieldFraction = dividendYield(data, price);
        const annual = annualDividend(data)?.toString();
        const upcoming = [...data]
          .filter((row) => row.ex_div_date >= today)
          .sort((a, b) => a.ex_div_date.localeCompare(b.ex_div_date))[0];
        return (
          <div className="flex flex-col gap-3">
            <FigureList
              label="Dividend figures"
              figures={[
                {
                  id: 'dividend-yield',
                  label: 'Yield (annualised)',
                  text: formatFraction(yieldFraction),
                  value: yieldFraction,
                },
                { id: 'annual-dividend', label: 'Annual dividend', text: formatFigure(annual), value: annual },
                {
                  id: 'next-ex-date',
                  label: 'Next ex-date',
                  text: upcoming?.ex_div_date ?? NO_FIGURE,
                  value: upcoming?.ex_div_date,
                },
                {
                  id: 'last-amount',
                  label: 'Latest amount',
                  text: formatFigure(rows[0]?.amount),
                  value: rows[0]?.amount,
                },
              ]}
            />
            <SimpleTable
              label="Dividend calendar"
              headers={['Ex-date', 'Amount', 'Type', 'Declared', 'Record', 'Paid']}
              numericFrom={1}
              rows={rows.map((row) => ({
                key: `${row.ex_div_date}-${row.div_type ?? ''}`,
                cells: [
                  row.ex_div_date,
                  `${formatFigure(row.amount)}${row.currency == null ? '' : ` ${row.currency}`}`,
                  row.div_type == null ? NO_FIGURE : (TYPE_LABELS[row.div_type] ?? row.div_type),
                  row.declare_date ?? NO_FIGURE,
                  row.record_date ?? NO_FIGURE,
                  row.pay_date ?? NO_FIGURE,
                ],
              }))}
            />
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Annualised: the latest amount times the payments a year, over the last price.
            </p>
          </div>
        );
      }}
    </QueryView>
  );
}

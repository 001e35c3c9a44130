import { useState } from 'react';
import { BALANCE_SHEET_FIELDS, CASH_FLOW_FIELDS, INCOME_FIELDS } from '@contracts/fundamentals-stock';
import { Sparkline } from '@src/components/sparkline';
import { useFundamental } from '@src/api/get-fundamental';
import { formatAmount, formatFigure } from '../utils/format-figures';
import { isPerShare, lineItemLabel, toStatementTable } from '../utils/statement-table';
import { QueryView } from './query-view';
import { SegmentedToggle } from './segmented-toggle';
import { SimpleTable } from './simple-table';

type Statement = 'income' | 'balance-sheet' | 'cash-flow';
type Period = 'ANNUAL' | 'QUARTERLY';

const STATEMENTS = [
  { value: 'income', label: 'Income' },
  { value: 'balance-sheet', label: 'Balance sheet' },
  { value: 'cash-flow', label: 'Cash flow' },
] as const;
const PERIODS = [
  { value: 'ANNUAL', label: 'Annual' },
  { value: 'QUARTERLY', label: 'Quarterly' },
] as const;
const FIELDS: Record<Statement, readonly string[]> = {
  income: INCOME_FIELDS,
  'balance-sheet': BALANCE_SHEET_FIELDS,
  'cash-flow': CASH_FLOW_FIELDS,
};

function StatementTable({ symbol, statement, period }: { symbol: string; statement: Statement; period: Period }) {
  const query = useFundamental(statement, symbol, { type: period, count: 5 });
  const name = STATEMENTS.find((s) => s.value === statement)?.label ?? statement;
  return (
    <QueryView query={query} what={`${name.toLowerCase()} statements`} isEmpty={({ data }) => data.length === 0}>
      {({ data }) => {
        const table = toStatementTable(data, FIELDS[statement]);
        const format = (field: string) => (isPerShare(field) ? formatFigure : formatAmount);
        return (
          <SimpleTable
            label={`${name} statement, ${period.toLowerCase()}`}
            headers={['Line item', ...table.periods.map((p) => p.label), 'Trend']}
            rows={table.rows.map((row) => ({
              key: row.field,
              cells: [
                lineItemLabel(row.field),
                ...row.values.map((value) => format(row.field)(value)),
                <Sparkline
                  key="trend"
                  label={`${lineItemLabel(row.field)} trend`}
                  values={row.values}
                  format={format(row.field)}
                />,
              ],
            }))}
          />
        );
      }}
    </QueryView>
  );
}

/** Income, balance sheet and cash flow, annual or quarterly, periods as columns oldest first. */
export function StatementsTab({ symbol }: { symbol: string }) {
  const [statement, setStatement] = useState<Statement>('income');
  const [period, setPeriod] = useState<Period>('ANNUAL');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <SegmentedToggle label="Statement" options={STATEMENTS} value={statement} onChange={setStatement} />
        <SegmentedToggle label="Period" options={PERIODS} value={period} onChange={setPeriod} />
      </div>
      <StatementTable symbol={symbol} statement={statement} period={period} />
    </div>
  );
}

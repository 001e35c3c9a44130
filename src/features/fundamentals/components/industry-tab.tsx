import { useState } from 'react';
import { INDUSTRY_SORTS } from '@contracts/fundamentals-stock';
import { BarList } from '@src/components/bar-list';
import { useFundamental } from '@src/api/get-fundamental';
import { fiscalLabel } from '../utils/format-figures';
import { industryFormat } from '../utils/ratio-figures';
import { QueryView } from './query-view';
import { SimpleTable } from './simple-table';

type IndustrySort = (typeof INDUSTRY_SORTS)[number];

const SORT_LABELS: Record<IndustrySort, string> = {
  EPS_TTM: 'EPS (TTM)',
  NAPS: 'Net assets per share',
  DPS_TTM: 'Dividend per share (TTM)',
  ROE: 'Return on equity',
  DEBT_TO_ASSETS: 'Debt to assets',
  NET_MARGIN: 'Net margin',
  DIV_YIELD_TTM: 'Dividend yield (TTM)',
  PE_TTM: 'P/E (TTM)',
  PB_RATIO: 'P/B',
};

/** Where the symbol ranks among its industry peers for one metric, the symbol highlighted. */
export function IndustryTab({ symbol }: { symbol: string }) {
  const [sortBy, setSortBy] = useState<IndustrySort>('EPS_TTM');
  const query = useFundamental('industry-comparison', symbol, { sort_by: sortBy });
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 text-xs">
        Metric
        <select
          value={sortBy}
          onChange={(event) => {
            const next = INDUSTRY_SORTS.find((sort) => sort === event.target.value);
            if (next !== undefined) setSortBy(next);
          }}
          className="rounded border border-slate-300 bg-transparent px-1 py-0.5 dark:border-slate-700"
        >
          {INDUSTRY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <QueryView query={query} what="industry comparison" isEmpty={({ data }) => data.data.length === 0}>
        {({ data }) => {
          const ranked = [...data.data].sort((a, b) => a.rank - b.rank);
          const period =
            data.fiscal_year == null || data.fiscal_period == null
              ? ''
              : ` (${fiscalLabel(data.fiscal_year, data.fiscal_period)})`;
          return (
            <>
              <h3 className="text-sm font-semibold">
                {data.industry_name ?? 'Industry'}: {SORT_LABELS[sortBy]}
                {period}
              </h3>
              <BarList
                label={`${SORT_LABELS[sortBy]} across ${data.industry_name ?? 'the industry'}, ${symbol} highlighted`}
                items={ranked.map((row) => ({
                  key: row.symbol,
                  label: row.symbol,
                  value: row.value ?? '0',
                  display: industryFormat(sortBy)(row.value),
                  highlight: row.symbol === symbol,
                }))}
              />
              <SimpleTable
                label="Industry ranking"
                headers={['Rank', 'Symbol', 'Name', SORT_LABELS[sortBy]]}
                numericFrom={3}
                rows={ranked.map((row) => ({
                  key: row.symbol,
                  highlight: row.symbol === symbol,
                  cells: [String(row.rank), row.symbol, row.name ?? '', industryFormat(sortBy)(row.value)],
                }))}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

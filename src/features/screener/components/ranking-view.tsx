import { useState } from 'react';
import { PendingData } from '@src/components/pending-data';
import type { z } from 'zod';
import { ErrorAlert } from '@src/components/error-alert';
import {
  gainersLosersResponseSchema,
  highDividendResponseSchema,
  topActiveResponseSchema,
  week52ResponseSchema,
} from '@contracts/screeners';
import { useScreener } from '../api/get-screener';
import { initialParams, type RankingDef, type RankingId } from '../utils/screener-defs';
import { FetchedAt } from './fetched-at';
import { ParamPicker } from './param-picker';
import { ScreenerRows, type ScreenerRow } from './screener-rows';

type RankingAnswer = { fetched_at: number; rows: ScreenerRow[] };
const SCHEMAS: Record<RankingId, z.ZodType<RankingAnswer>> = {
  gainers: gainersLosersResponseSchema,
  losers: gainersLosersResponseSchema,
  'top-active': topActiveResponseSchema,
  'high-dividend': highDividendResponseSchema,
  week52: week52ResponseSchema,
};

type RankingViewProps = {
  def: RankingDef;
  live: boolean;
  onSelectSymbol: (symbol: string) => void;
  onAdd: (symbols: string[]) => void;
};

/** One ranking screener: its parameter pickers, when it was fetched, and its rows. */
export function RankingView({ def, live, onSelectSymbol, onAdd }: RankingViewProps) {
  const [values, setValues] = useState(() => initialParams(def.params));
  const params = { ...values, ...def.fixed };
  const answer = useScreener(def.path, params, SCHEMAS[def.id], live);
  const rows = answer.data?.rows ?? [];
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <ParamPicker
        params={def.params}
        values={values}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
        }}
      />
      <div className="flex items-center gap-2">
        <FetchedAt at={answer.data?.fetched_at} refreshing={answer.isFetching} />
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() => {
            onAdd(rows.map((row) => row.symbol));
          }}
          className="ml-auto rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Add all to watchlist
        </button>
      </div>
      {answer.isPending ? <PendingData className="h-32 w-full" label={`Loading ${def.label}`} /> : null}
      {answer.isError ? (
        <ErrorAlert
          error={answer.error}
          onRetry={() => {
            void answer.refetch();
          }}
        />
      ) : null}
      {answer.isSuccess && rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No stocks match right now.</p>
      ) : null}
      {rows.length > 0 ? (
        <div className="min-h-0 overflow-auto">
          <ScreenerRows
            label={`${def.label} results`}
            rows={rows}
            extra={def.extra}
            onSelectSymbol={onSelectSymbol}
            onAdd={onAdd}
          />
        </div>
      ) : null}
    </div>
  );
}

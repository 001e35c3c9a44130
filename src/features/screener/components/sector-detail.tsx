import { useState } from 'react';
import { PendingData } from '@src/components/pending-data';
import { ErrorAlert } from '@src/components/error-alert';
import { sectorDetailResponseSchema, type Sector } from '@contracts/screeners';
import { useScreener } from '../api/get-screener';
import { usePageKeys } from '../hooks/use-page-keys';
import { formatCell } from '../utils/format-cell';
import { initialParams } from '../utils/screener-defs';
import { SECTOR_DETAIL_EXTRA, SECTOR_DETAIL_PARAMS } from '../utils/sector-params';
import { FetchedAt } from './fetched-at';
import { Pager } from './pager';
import { ParamPicker } from './param-picker';
import { ScreenerRows } from './screener-rows';

type SectorDetailProps = {
  sector: Sector;
  initialPeriod: string;
  live: boolean;
  onBack: () => void;
  onSelectSymbol: (symbol: string) => void;
  onAdd: (symbols: string[]) => void;
};

/** The stocks of one sector, page by page, with the same row actions as the rankings. */
export function SectorDetail({ sector, initialPeriod, live, onBack, onSelectSymbol, onAdd }: SectorDetailProps) {
  const [values, setValues] = useState(() => ({ ...initialParams(SECTOR_DETAIL_PARAMS), period: initialPeriod }));
  const pages = usePageKeys();
  const path = `/api/screeners/market-sectors/${encodeURIComponent(sector.id)}`;
  const answer = useScreener(path, { ...values, pagination_key: pages.current }, sectorDetailResponseSchema, live);
  const rows = answer.data?.rows ?? [];
  const head = answer.data?.sector;
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <button type="button" onClick={onBack} className="text-xs text-sky-700 hover:underline dark:text-sky-300">
          ← All sectors
        </button>
        <h3 className="font-semibold">{head?.name ?? sector.name}</h3>
        {head === undefined ? null : (
          <span className="font-mono text-xs">{formatCell(head.change_ratio, 'ratio')}</span>
        )}
      </div>
      <ParamPicker
        params={SECTOR_DETAIL_PARAMS}
        values={values}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
          pages.reset();
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <FetchedAt at={answer.data?.fetched_at} refreshing={answer.isFetching} />
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() => {
            onAdd(rows.map((row) => row.symbol));
          }}
          className="rounded border border-slate-300 px-2 py-0.5 text-xs disabled:opacity-40 dark:border-slate-700"
        >
          Add all to watchlist
        </button>
        <div className="ml-auto">
          <Pager
            page={pages.page}
            nextKey={answer.data?.pagination_key}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </div>
      </div>
      {answer.isPending ? <PendingData className="h-32 w-full" label={`Loading ${sector.name}`} /> : null}
      {answer.isError ? (
        <ErrorAlert
          error={answer.error}
          onRetry={() => {
            void answer.refetch();
          }}
        />
      ) : null}
      {rows.length > 0 ? (
        <div className="min-h-0 overflow-auto">
          <ScreenerRows
            label={`${sector.name} stocks`}
            rows={rows}
            extra={SECTOR_DETAIL_EXTRA}
            onSelectSymbol={onSelectSymbol}
            onAdd={onAdd}
          />
        </div>
      ) : null}
    </div>
  );
}

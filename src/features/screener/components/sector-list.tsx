import { useState } from 'react';
import { PendingData } from '@src/components/pending-data';
import { ErrorAlert } from '@src/components/error-alert';
import type { Sector } from '@contracts/screeners';
import { directionOf } from '@src/lib/format-decimal';
import { useMarketSectors } from '../api/get-market-sectors';
import { usePageKeys } from '../hooks/use-page-keys';
import { formatCell } from '../utils/format-cell';
import { initialParams } from '../utils/screener-defs';
import { SECTOR_LIST_PARAMS } from '../utils/sector-params';
import { FetchedAt } from './fetched-at';
import { Pager } from './pager';
import { ParamPicker } from './param-picker';

const TONE = {
  up: 'text-emerald-700 dark:text-emerald-400',
  down: 'text-red-600 dark:text-red-400',
  flat: '',
} as const;

type SectorListProps = { live: boolean; onOpen: (sector: Sector, period: string) => void };

/** Market sectors with breadth (advancing / declining / flat); a click opens the sector. */
export function SectorList({ live, onOpen }: SectorListProps) {
  const [values, setValues] = useState(() => initialParams(SECTOR_LIST_PARAMS));
  const pages = usePageKeys();
  const answer = useMarketSectors({ ...values, pagination_key: pages.current }, live);
  const sectors = answer.data?.sectors ?? [];
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <ParamPicker
        params={SECTOR_LIST_PARAMS}
        values={values}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
          pages.reset();
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <FetchedAt at={answer.data?.fetched_at} refreshing={answer.isFetching} />
        <div className="ml-auto">
          <Pager
            page={pages.page}
            nextKey={answer.data?.pagination_key}
            onNext={pages.next}
            onPrevious={pages.previous}
          />
        </div>
      </div>
      {answer.isPending ? <PendingData className="h-32 w-full" label="Loading sectors" /> : null}
      {answer.isError ? (
        <ErrorAlert
          error={answer.error}
          onRetry={() => {
            void answer.refetch();
          }}
        />
      ) : null}
      {sectors.length > 0 ? (
        <div className="min-h-0 overflow-auto">
          <table className="w-full border-collapse text-sm" aria-label="Market sectors">
            <thead className="text-xs text-slate-500 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-2 text-left">
                  Sector
                </th>
                <th scope="col" className="px-2 text-right">
                  Change %
                </th>
                <th scope="col" className="px-2 text-right">
                  Up / down / flat
                </th>
              </tr>
            </thead>
            <tbody>
              {sectors.map((sector) => (
                <tr
                  key={sector.id}
                  data-testid="sector-row"
                  data-sector-id={sector.id}
                  className="border-b border-slate-100 dark:border-slate-800"
                >
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    <button
                      type="button"
                      onClick={() => {
                        onOpen(sector, values.period ?? 'D1');
                      }}
                      className="text-sky-700 hover:underline dark:text-sky-300"
                    >
                      {sector.name}
                    </button>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                      {sector.data.map((leader) => leader.symbol).join(', ')}
                    </span>
                  </th>
                  <td
                    data-value={sector.change_ratio}
                    className={`px-2 text-right font-mono ${TONE[directionOf(sector.change_ratio)]}`}
                  >
                    {formatCell(sector.change_ratio, 'ratio')}
                  </td>
                  <td className="px-2 text-right font-mono text-xs">
                    {sector.advanced} / {sector.declined} / {sector.flat}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

import { LivePrice } from '@src/components/live-price';
import { formatAge, isStale } from '@src/lib/freshness';
import { formatPrice } from '@src/lib/format-decimal';
import { useClock } from '@src/lib/use-clock';
import type { WatchlistRowData } from '../utils/row-data';
import { CellLoading } from './cell-states';

/**
 * The Last cell: flashes when the price changes, and says its age on hover; once past the
 * freshness limit it is marked stale (`data-stale="true"`, dimmed, and a visible dot).
 */
export function LiveLastCell({ row }: { row: WatchlistRowData }) {
  const now = useClock();
  const quote = row.quote;
  const receivedAt = quote?.received_at;
  const stale = receivedAt !== undefined && isStale(receivedAt, now);
  return (
    <td
      data-column="last"
      title={
        receivedAt === undefined ? undefined : `${stale ? 'Stale: u' : 'U'}pdated ${formatAge(receivedAt, now)} ago`
      }
      className="px-2 py-1 text-right font-mono whitespace-nowrap tabular-nums"
    >
      {quote === undefined ? (
        <CellLoading />
      ) : (
        <>
          {stale ? (
            <span
              role="img"
              aria-label="stale"
              className="mr-1 inline-block h-1.5 w-1.5 rounded-full bg-amber-500 align-middle"
            />
          ) : null}
          <LivePrice value={quote.price} testId="watchlist-last" stale={stale}>
            {formatPrice(quote.price)}
          </LivePrice>
        </>
      )}
    </td>
  );
}

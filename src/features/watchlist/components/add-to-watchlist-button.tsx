import { ActionResult } from '@src/components/action-result';
import { useInstrumentCategory } from '@src/api/get-instrument-category';
import { useFleetingResult } from '@src/lib/use-fleeting-result';
import { isPendingId } from '../api/watchlist-keys';
import { useAddToActiveWatchlist } from '../hooks/use-add-to-active-watchlist';

function disabledReason(symbol: string, known: boolean | undefined, target: { id: string; name: string } | undefined) {
  if (known === false) return `${symbol} is not a known symbol`;
  if (target === undefined) return 'Create a watchlist first';
  if (isPendingId(target.id)) return `“${target.name}” is still being created`;
  return undefined;
}

/** "Add to watchlist" for one symbol shown elsewhere (e.g. in the quote panel's action slot). */
export function AddToWatchlistButton({ symbol }: { symbol: string }) {
  const { add, target } = useAddToActiveWatchlist();
  const category = useInstrumentCategory(symbol);
  // Unknown only once the directory has answered: a slow search does not hold the button.
  const known = category.isSuccess ? category.data !== null : undefined;
  const [result, setResult] = useFleetingResult();
  const reason = disabledReason(symbol, known, target);
  return (
    <span className="flex items-center gap-2 text-xs">
      <button
        type="button"
        disabled={reason !== undefined}
        title={reason ?? `Add ${symbol} to “${target?.name ?? ''}”`}
        onClick={() => {
          setResult(undefined);
          void add([symbol]).then(setResult);
        }}
        className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Add to watchlist
      </button>
      {known === false ? <span role="status">{symbol} is not a known symbol</span> : null}
      {result === undefined ? null : (
        <ActionResult
          inline
          result={result}
          onDismiss={() => {
            setResult(undefined);
          }}
        />
      )}
    </span>
  );
}

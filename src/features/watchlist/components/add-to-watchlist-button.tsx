import { useState } from 'react';
import { useAddToActiveWatchlist } from '../hooks/use-add-to-active-watchlist';

/** "Add to watchlist" for one symbol shown elsewhere (e.g. in the quote panel's action slot). */
export function AddToWatchlistButton({ symbol }: { symbol: string }) {
  const { add, target } = useAddToActiveWatchlist();
  const [message, setMessage] = useState<string>();
  return (
    <span className="flex items-center gap-2 text-xs">
      <button
        type="button"
        disabled={target === undefined}
        title={target === undefined ? 'Create a watchlist first' : `Add ${symbol} to “${target.name}”`}
        onClick={() => {
          void add([symbol]).then((result) => {
            setMessage(result.message);
          });
        }}
        className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Add to watchlist
      </button>
      {message === undefined ? null : <span role="status">{message}</span>}
    </span>
  );
}

import type { Watchlist } from '@contracts/watchlists';
import { isPendingId } from '../api/watchlist-keys';

type WatchlistToolbarProps = {
  lists: Watchlist[];
  active: Watchlist | undefined;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRename: () => void;
  onDelete: () => void;
};

const BUTTON =
  'rounded border border-slate-300 px-2 py-0.5 text-sm hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800';

/** Which list is open, and the buttons that create, rename and delete lists. */
export function WatchlistToolbar({ lists, active, onSelect, onNew, onRename, onDelete }: WatchlistToolbarProps) {
  const settled = active !== undefined && !isPendingId(active.id);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label="Watchlist"
        value={active?.id ?? ''}
        disabled={lists.length === 0}
        onChange={(event) => {
          onSelect(event.target.value);
        }}
        className="min-w-28 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        {lists.length === 0 ? <option value="">No watchlists</option> : null}
        {lists.map((list) => (
          <option key={list.id} value={list.id} disabled={isPendingId(list.id)}>
            {list.name}
          </option>
        ))}
      </select>
      <button type="button" onClick={onNew} className={BUTTON}>
        New list
      </button>
      <button type="button" onClick={onRename} disabled={!settled} className={BUTTON}>
        Rename
      </button>
      <button type="button" onClick={onDelete} disabled={!settled} className={BUTTON}>
        Delete
      </button>
    </div>
  );
}

import { useAddInstruments } from '../api/add-instruments';
import { isPendingId } from '../api/watchlist-keys';
import { useActiveWatchlist } from './use-active-watchlist';

// Callers show the returned sentence themselves, refusals included.
const ignoreRefusal = () => undefined;

/**
 * Adds symbols shown anywhere (screener rows, the quote panel) to the open watchlist.
 * `add` resolves to the sentence to show: what was added, what was already there, or why not.
 */
export function useAddToActiveWatchlist() {
  const { active } = useActiveWatchlist();
  const addTo = useAddInstruments(active?.id, ignoreRefusal);
  const add = async (symbols: string[]): Promise<{ ok: boolean; message: string }> => {
    if (active === undefined) return { ok: false, message: 'Create a watchlist first.' };
    // A list the broker has not answered for yet has no id to add to.
    if (isPendingId(active.id))
      return { ok: false, message: `“${active.name}” is still being created; add to it in a moment.` };
    return addTo(
      active.name,
      symbols.map((symbol) => ({ symbol })),
    );
  };
  return { add, target: active };
}

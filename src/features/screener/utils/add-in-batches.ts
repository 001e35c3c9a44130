import { WATCHLIST_ADD_MAX } from '@contracts/watchlists';

export type AddResult = { ok: boolean; message: string };

/**
 * "Add all" of a ranking hands over up to 200 symbols, but one add call takes at most
 * WATCHLIST_ADD_MAX. The symbols go in consecutive calls, in order; the first refusal stops
 * the rest, and the sentences of every call made are shown together.
 */
export async function addInBatches(
  symbols: readonly string[],
  add: (batch: string[]) => Promise<AddResult>,
): Promise<AddResult> {
  const messages: string[] = [];
  for (let start = 0; start < symbols.length; start += WATCHLIST_ADD_MAX) {
    const result = await add(symbols.slice(start, start + WATCHLIST_ADD_MAX));
    if (result.message !== '') messages.push(result.message);
    if (!result.ok) return { ok: false, message: messages.join(' ') };
  }
  return { ok: true, message: messages.join(' ') };
}

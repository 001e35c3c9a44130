import { WATCHLIST_NAME_MAX } from '@contracts/watchlists';

/**
 * Checks a watchlist name before it is sent, so the common mistakes get a clear sentence at
 * once; the provider still has the last word (it also caps how many lists a user keeps).
 * Returns the problem, or `undefined` when the name may be sent.
 */
export function validateWatchlistName(name: string, existing: readonly string[], ownName?: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name for the watchlist.';
  if (trimmed.length > WATCHLIST_NAME_MAX)
    return `A watchlist name is at most ${String(WATCHLIST_NAME_MAX)} characters.`;
  const taken = existing.some((other) => other.trim().toLowerCase() === trimmed.toLowerCase() && other !== ownName);
  if (taken) return `A watchlist named “${trimmed}” already exists. Choose another name.`;
  return undefined;
}

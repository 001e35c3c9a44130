import type { AppWatchlists } from '../state/schema';
import type { StateStore } from '../state/state-store';
import { EMPTY_BOOK } from './watchlist-book';

/** The caller's watchlists; an app key that never made one has none. */
export function readBook(state: StateStore, appKey: string): AppWatchlists {
  return state.get().watchlists?.[appKey] ?? EMPTY_BOOK;
}

/** Stores the caller's new watchlists; resolves once persisted (when a state file is set). */
export async function writeBook(state: StateStore, appKey: string, book: AppWatchlists): Promise<void> {
  const current = state.get();
  await state.replace({ ...current, watchlists: { ...current.watchlists, [appKey]: book } });
}

/** Times as the provider writes them: ISO-8601 UTC to the second, e.g. `2026-04-01T10:30:00Z`. */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

const STORAGE_KEY = 'watchlist.selected';
const listeners = new Set<() => void>();

function read(): string | undefined {
  try {
    const parsed = z.string().min(1).safeParse(window.localStorage.getItem(STORAGE_KEY));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // storage blocked: the choice simply lasts for this page
  }
}

let current = typeof window === 'undefined' ? undefined : read();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Remembers which list is open, shared by the panel and every "Add to watchlist" action. */
export function setSelectedWatchlist(id: string): void {
  current = id;
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Storage blocked or full: keep the choice in memory only.
  }
  for (const listener of listeners) listener();
}

/** The id of the list last opened (it may since have been deleted; callers fall back). */
export function useSelectedWatchlistId(): [string | undefined, (id: string) => void] {
  const id = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
  const select = useCallback((next: string) => {
    setSelectedWatchlist(next);
  }, []);
  return [id, select];
}

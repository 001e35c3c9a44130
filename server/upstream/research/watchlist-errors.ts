/** A watchlist id the provider does not list for this app key. The message names no id: a person reads it. */
export class UnknownWatchlistError extends Error {
  constructor(readonly id: string) {
    super('the list no longer exists; it may have been deleted in another window');
    this.name = 'UnknownWatchlistError';
  }
}

/** A reorder that does not name exactly the list's symbols (the list changed meanwhile). */
export class WatchlistOrderMismatchError extends Error {
  constructor(readonly id: string) {
    super(
      'the list changed since this screen showed it (a symbol was added or removed elsewhere); it now shows its current symbols, arrange them again',
    );
    this.name = 'WatchlistOrderMismatchError';
  }
}

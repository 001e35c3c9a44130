/** A watchlist id the provider does not list for this app key. */
export class UnknownWatchlistError extends Error {
  constructor(readonly id: string) {
    super(`No watchlist ${id}.`);
    this.name = 'UnknownWatchlistError';
  }
}

/** A reorder that does not name exactly the list's symbols (the list changed meanwhile). */
export class WatchlistOrderMismatchError extends Error {
  constructor(readonly id: string) {
    super(`The new order of watchlist ${id} must name every symbol of the list once; reload the list and try again.`);
    this.name = 'WatchlistOrderMismatchError';
  }
}

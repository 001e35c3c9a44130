/**
 * Symbols browsers asked for recently, by category. A snapshot call that has room left is
 * topped up with the stalest of them: the call costs the same, and those quotes will not need a
 * call of their own a moment later. Pure (time is passed in).
 */
export class WatchedSymbols {
  private readonly lastAsked = new Map<string, { category: string; at: number }>();

  /** A browser that polls every few seconds keeps its symbols watched. */
  constructor(private readonly watchMs = 10_000) {}

  touch(symbol: string, category: string, now: number): void {
    this.lastAsked.set(symbol, { category, at: now });
  }

  /** Up to `room` watched symbols of `category` not in `exclude`, stalest first. */
  stalest(
    category: string,
    now: number,
    exclude: ReadonlySet<string>,
    room: number,
    storedAt: (symbol: string) => number,
  ): string[] {
    const candidates: string[] = [];
    for (const [symbol, entry] of this.lastAsked) {
      if (now - entry.at > this.watchMs) this.lastAsked.delete(symbol);
      else if (entry.category === category && !exclude.has(symbol)) candidates.push(symbol);
    }
    return candidates.sort((a, b) => storedAt(a) - storedAt(b)).slice(0, Math.max(0, room));
  }
}

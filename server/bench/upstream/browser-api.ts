/** What a simulated browser session can ask, answered by the real BFF or by the naive pass-through. */
export interface BrowserApi {
  /** Status 200 with quotes (symbol and when the BFF received it), or an error status. */
  snapshots(symbols: readonly string[]): Promise<{ status: number; quotes: { symbol: string; receivedAt: number }[] }>;
  bars(symbol: string, timespan: string, count: number): Promise<{ status: number }>;
}

/** Tallies of one run. */
export interface RunTally {
  served: number;
  failed: number;
  /** Age (ms) of every quote a browser held at each poll, for every watchlist symbol. */
  quoteAges: number[];
  /** When each of `quoteAges` was taken (ms since the epoch), index for index. */
  quoteAgesAt: number[];
  /** Time (ms) each answered chart request waited for its bars: the chart is blank until then. */
  chartWaits: number[];
}

export function newTally(): RunTally {
  return { served: 0, failed: 0, quoteAges: [], quoteAgesAt: [], chartWaits: [] };
}

import { symbolSchema, timespanSchema, type Timespan } from '@contracts/common';

/** What the address bar holds: `?symbol=AAPL&timespan=D`. */
export type UrlState = { symbol: string; timespan: Timespan };

export const DEFAULT_URL_STATE: UrlState = { symbol: 'AAPL', timespan: 'D' };

/** Reads the state from a query string; anything missing or malformed falls back to the default. */
export function readUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const symbol = symbolSchema.safeParse(params.get('symbol') ?? '');
  const timespan = timespanSchema.safeParse(params.get('timespan') ?? '');
  return {
    symbol: symbol.success ? symbol.data : DEFAULT_URL_STATE.symbol,
    timespan: timespan.success ? timespan.data : DEFAULT_URL_STATE.timespan,
  };
}

/** The query string for a state, keeping any other parameters already there. */
export function writeUrlState(search: string, state: UrlState): string {
  const params = new URLSearchParams(search);
  params.set('symbol', state.symbol);
  params.set('timespan', state.timespan);
  return `?${params.toString()}`;
}

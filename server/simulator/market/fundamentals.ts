import type { ModelTicker } from './catalogue/build-instruments';
import { uniform } from './hash';
import { STREAM } from './streams';

/** Per-share figures shown in the snapshot; funds report none ("0.00"). */
export interface PerShare {
  eps: string;
  eps_ttm: string;
  bps: string;
}

/**
 * Plausible, stable per-share figures from the reference price: a P/E between 12 and 45, last
 * fiscal-year EPS within 15 % of trailing EPS, and a P/B between 1.5 and 12.
 */
export function perShareFigures(seed: number, ticker: ModelTicker): PerShare {
  if (ticker.instrument.sub_category === 'ETF') return { eps: '0.00', eps_ttm: '0.00', bps: '0.00' };
  const pe = 12 + 33 * uniform(seed, ticker.key, STREAM.fundamentals, 1);
  const epsTtm = ticker.refPrice / pe;
  const eps = epsTtm * (0.85 + 0.2 * uniform(seed, ticker.key, STREAM.fundamentals, 2));
  const bps = ticker.refPrice / (1.5 + 10.5 * uniform(seed, ticker.key, STREAM.fundamentals, 3));
  return { eps: eps.toFixed(2), eps_ttm: epsTtm.toFixed(2), bps: bps.toFixed(2) };
}

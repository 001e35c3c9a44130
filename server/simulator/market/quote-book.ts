import type { ModelTicker } from './catalogue/build-instruments';
import { uniform } from './hash';
import { tickFor } from './price-units';
import { STREAM } from './streams';

/**
 * Half the bid/ask spread (units) around `price`: about 1.5 bp for liquid names, wider for thin
 * ones and in the overnight session, never under one grid step so bid < price < ask always.
 */
export function halfSpread(ticker: ModelTicker, price: number, overnight: boolean): number {
  const tick = tickFor(price);
  const liquidity = ticker.avgDailyVolume >= 5e6 ? 1 : ticker.avgDailyVolume >= 1e6 ? 2 : 4;
  const bp = 0.00015 * liquidity * (overnight ? 4 : 1);
  return Math.max(tick, Math.round((price * bp) / tick) * tick);
}

/** Displayed size (shares, round lots) at book level `level` for the quote of second `second`. */
export function levelSize(seed: number, ticker: ModelTicker, second: number, side: number, level: number): number {
  const lots = 1 + Math.floor(uniform(seed, ticker.key, STREAM.book, second, side, level) * (8 + level * 4));
  return lots * 100;
}

/** Extra grid steps between book level `level` and the one inside it (1 or 2). */
export function levelGap(seed: number, ticker: ModelTicker, second: number, side: number, level: number): number {
  return 1 + Math.floor(uniform(seed, ticker.key, STREAM.book, second, side, level, 7) * 2);
}

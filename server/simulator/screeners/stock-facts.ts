import Decimal from 'decimal.js';
import { annualDividend, nextExDate } from '../market/dividends';
import { sharesOutstanding } from '../market/shares-outstanding';
import type { SimBar, SimInstrument, SimSnapshot } from '../market/types';

/** Everything the screeners know about one stock at one instant; derived figures as wire text. */
export interface StockFacts {
  instrument: SimInstrument;
  snapshot: SimSnapshot;
  /** Finished daily bars before today, newest first (index 0 = yesterday). */
  past: readonly SimBar[];
  /** M1 bars at the instant, newest first (index 0 = the minute in progress). */
  minutes: readonly SimBar[];
  market_value: string;
  turnover_rate: string;
  amplitude: string;
  relative_volume_10d: string;
  pe_ttm: string;
  /** Annual dividend and yield; "0" for a non-payer. */
  dividend: string;
  yield: string;
  ex_date: string | undefined;
}

const ratio = (value: Decimal): string => value.toFixed(4, Decimal.ROUND_HALF_UP);
const safeDiv = (a: Decimal.Value, b: Decimal.Value): Decimal =>
  new Decimal(b).isZero() ? new Decimal(0) : new Decimal(a).div(b);

/**
 * Derives the figures the provider's screener rows carry (docs/protocol.md#screeners) from the
 * snapshot, so a row and the snapshot at the same instant agree: market value = price x shares,
 * turnover rate = volume / shares, amplitude = (high - low) / pre_close, relative volume =
 * volume / the 10 previous days' mean volume, P/E = price / eps_ttm, yield = dividend / price.
 */
export function stockFacts(
  instrument: SimInstrument,
  snapshot: SimSnapshot,
  past: readonly SimBar[],
  minutes: readonly SimBar[],
  nowMs: number,
): StockFacts {
  const shares = sharesOutstanding(instrument.symbol) ?? 0;
  const tenDays = past.slice(0, 10);
  const meanVolume = tenDays
    .reduce((sum, bar) => sum.plus(bar.volume), new Decimal(0))
    .div(Math.max(1, tenDays.length));
  const dividend = annualDividend(instrument.symbol);
  return {
    instrument,
    snapshot,
    past,
    minutes,
    market_value: new Decimal(snapshot.price).times(shares).toFixed(2),
    turnover_rate: ratio(safeDiv(snapshot.volume, shares)),
    amplitude: ratio(safeDiv(new Decimal(snapshot.high).minus(snapshot.low), snapshot.pre_close)),
    relative_volume_10d: safeDiv(snapshot.volume, meanVolume).toFixed(2, Decimal.ROUND_HALF_UP),
    pe_ttm: safeDiv(snapshot.price, snapshot.eps_ttm).toFixed(2, Decimal.ROUND_HALF_UP),
    dividend: dividend ?? '0',
    yield: ratio(safeDiv(dividend ?? 0, snapshot.price)),
    ex_date: nextExDate(instrument.symbol, nowMs) ?? undefined,
  };
}

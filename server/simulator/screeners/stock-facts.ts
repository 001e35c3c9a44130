import Decimal from 'decimal.js';
import { annualDividend, nextExDate } from '../market/dividends';
import { sharesOutstanding } from '../market/shares-outstanding';
import type { SimBar, SimInstrument, SimSnapshot } from '../market/types';

/** Everything the screeners know about one stock at one instant; derived figures as wire text. */
export interface StockFacts {
  instrument: SimInstrument;
  snapshot: SimSnapshot;
  /** The trading day in progress (or the last one before a closure), an Eastern day number. */
  sessionDay: number;
  /** Finished daily bars before the session day, newest first (index 0 = the previous trading day). */
  past: readonly SimBar[];
  /**
   * Daily bars before the one the snapshot's regular fields show (its day is `regularDay`):
   * `past` from 09:30, `past` without its first bar before (the snapshot then shows that bar).
   */
  earlier: readonly SimBar[];
  regularDay: number;
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
 * turnover rate = volume / shares, amplitude = (high - low) / the close before that session
 * (pre_close once the day opened), relative volume = volume / the mean volume of the 10 trading
 * days before, P/E = price / eps_ttm, yield = dividend / price.
 */
export function stockFacts(
  instrument: SimInstrument,
  snapshot: SimSnapshot,
  history: { sessionDay: number; regularDay: number; past: readonly SimBar[] },
  minutes: readonly SimBar[],
  nowMs: number,
): StockFacts {
  const { past, sessionDay, regularDay } = history;
  const earlier = regularDay === sessionDay ? past : past.slice(1);
  const shares = sharesOutstanding(instrument.symbol) ?? 0;
  const tenDays = earlier.slice(0, 10);
  const meanVolume = tenDays
    .reduce((sum, bar) => sum.plus(bar.volume), new Decimal(0))
    .div(Math.max(1, tenDays.length));
  const dividend = annualDividend(instrument.symbol);
  return {
    instrument,
    snapshot,
    sessionDay,
    past,
    earlier,
    regularDay,
    minutes,
    market_value: new Decimal(snapshot.price).times(shares).toFixed(2),
    turnover_rate: ratio(safeDiv(snapshot.volume, shares)),
    amplitude: ratio(safeDiv(new Decimal(snapshot.high).minus(snapshot.low), earlier[0]?.close ?? snapshot.pre_close)),
    relative_volume_10d: safeDiv(snapshot.volume, meanVolume).toFixed(2, Decimal.ROUND_HALF_UP),
    pe_ttm: safeDiv(snapshot.price, snapshot.eps_ttm).toFixed(2, Decimal.ROUND_HALF_UP),
    dividend: dividend ?? '0',
    yield: ratio(safeDiv(dividend ?? 0, snapshot.price)),
    ex_date: nextExDate(instrument.symbol, nowMs) ?? undefined,
  };
}

import { formatPrice } from './price-units';
import type { SimBar, TradingSession } from './types';

/** A bar in model units before formatting. */
export interface UnitBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Formats a unit bar for the wire: prices on their grid, volume as an integer string. */
export function formatBar(bar: UnitBar): SimBar {
  return {
    time: bar.time,
    open: formatPrice(bar.open),
    high: formatPrice(bar.high),
    low: formatPrice(bar.low),
    close: formatPrice(bar.close),
    volume: String(bar.volume),
  };
}

/** Bounds of a bar request: bars start at/after startMs and before endMs, the newest `count`. */
export interface BarWindow {
  count: number;
  nowMs: number;
  startMs?: number | undefined;
  endMs?: number | undefined;
  /**
   * Intraday bars of these sessions only; a bar belongs to the session of its first minute.
   * Absent, every session.
   */
  sessions?: ReadonlySet<TradingSession> | undefined;
}

import { sessionAt, tradingDayAt, windowOf } from './trading-window';

/**
 * The market time a book is read at. In the overnight session a request without
 * `overnight_required` gets no overnight data (the SDK: "Whether to include the night session,
 * the default is not included", docs/protocol.md#overnight-depth), so it sees the book as it
 * stood when the evening's overnight session began: the last after-hours book, frozen.
 */
export function bookMomentMs(nowMs: number, overnightRequired: boolean): number {
  if (overnightRequired || sessionAt(nowMs) !== 'OVN') return nowMs;
  const day = tradingDayAt(nowMs);
  return day === undefined ? nowMs : windowOf(day).startMs - 1;
}

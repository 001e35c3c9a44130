import { CLOCK_SKEW_CORRECTION_MS, type ClockSkew } from '@contracts/clock-skew';

// IMF-fixdate, the only form an HTTP server may send (RFC 9110, section 5.6.7).
const IMF_FIXDATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * The broker's clock minus ours (ms) from one answer's `Date` header, or null without a valid one.
 * The header has whole seconds, so the broker's clock read somewhere in [Date, Date + 1 s) while
 * answering, at some moment between sending and receiving: the middles of both are the estimate.
 */
export function offsetFromDateHeader(header: string | null, sentAtMs: number, receivedAtMs: number): number | null {
  if (header === null || !IMF_FIXDATE.test(header.trim())) return null;
  const dated = Date.parse(header);
  if (Number.isNaN(dated)) return null;
  return Math.round(dated + 500 - (sentAtMs + receivedAtMs) / 2);
}

/** True when the offset is large enough to sign with the broker's time. */
export function needsCorrection(offsetMs: number): boolean {
  return Math.abs(offsetMs) >= CLOCK_SKEW_CORRECTION_MS;
}

/** Follows the broker's clock from the `Date` header of its answers. */
export interface ClockSkewTracker {
  /** Reads one answer's `Date`; true when it gave a new measurement. */
  observe(dateHeader: string | null, sentAtMs: number, receivedAtMs: number): boolean;
  /** What to add to our clock for `x-timestamp`: the offset when large, else 0. */
  correctionMs(): number;
  current(): ClockSkew;
}

/** Keeps the newest measurement: a broker whose clock is put right is followed at once. */
export function createClockSkewTracker(): ClockSkewTracker {
  let offset: number | null = null;
  let measuredAt: number | null = null;
  const corrected = () => offset !== null && needsCorrection(offset);
  return {
    observe(dateHeader, sentAtMs, receivedAtMs) {
      const measured = offsetFromDateHeader(dateHeader, sentAtMs, receivedAtMs);
      if (measured === null) return false;
      offset = measured;
      measuredAt = receivedAtMs;
      return true;
    },
    correctionMs: () => (corrected() ? (offset ?? 0) : 0),
    current: () => ({ offset_ms: offset, measured_at: measuredAt, corrected: corrected() }),
  };
}

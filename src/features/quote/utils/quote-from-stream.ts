import { snapshotFieldsOf } from '@contracts/live-over-snapshot';
import type { LiveQuote } from '@contracts/stream';
import type { QuoteSnapshot } from '../api/get-snapshot';

/**
 * The streamed quote (the upstream `Snapshot` message) as the quote panel's first look, when it
 * carries every figure the panel's header and day rows need; undefined when one is missing, and
 * the panel then asks the REST snapshot for its first look. The stream has no `close`: a trade of
 * the regular session is the close so far, as in @contracts/live-over-snapshot. The figures only
 * the REST snapshot carries (turnover, EPS, book value, lot size) are not in it; the best bid and
 * ask come from the depth topic (docs/protocol.md#topics-and-messages).
 */
export function quoteFromStream(live: LiveQuote, isRegularSession: (ms: number) => boolean): QuoteSnapshot | undefined {
  const { open, high, low, pre_close, volume, change, change_ratio } = live;
  if (
    open === undefined ||
    high === undefined ||
    low === undefined ||
    pre_close === undefined ||
    volume === undefined ||
    change === undefined ||
    change_ratio === undefined
  )
    return undefined;
  return {
    ...snapshotFieldsOf(live, isRegularSession),
    symbol: live.symbol,
    price: live.price,
    open,
    high,
    low,
    pre_close,
    volume,
    change,
    change_ratio,
  };
}

import { LivePrice } from '@src/components/live-price';
import { PriceAge } from '@src/components/price-age';
import { isStale } from '@src/lib/freshness';
import { directionOf, formatPrice, formatRatioAsPercent, formatSignedPrice } from '@src/lib/format-decimal';
import { useClockReading } from '@src/lib/use-clock';
import type { QuoteSnapshot } from '../api/get-snapshot';
import { QuoteValue } from './quote-field';

/** Symbol, last price (flashing on change, marked when stale) and its change since the previous close, with its age. */
export function QuoteHeader({ quote, source }: { quote: QuoteSnapshot; source: 'rest' | 'stream' | 'poll' }) {
  const direction = directionOf(quote.change);
  // A boolean from the shared clock: the header renders again when the price turns stale, not every second.
  const stale = useClockReading((now) => isStale(quote.received_at, now));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <h2 data-testid="quote-symbol" className="font-mono text-xl font-bold">
          {quote.symbol}
        </h2>
        <span className="flex items-baseline gap-2">
          {source === 'poll' ? <span className="text-xs text-sky-700 dark:text-sky-300">polled</span> : null}
          <PriceAge receivedAt={quote.received_at} testId="quote-age" />
        </span>
      </div>
      <div data-testid="quote-source" data-value={source} className="flex flex-wrap items-baseline gap-x-3">
        <LivePrice value={quote.price} testId="quote-price" stale={stale} className="text-3xl font-semibold">
          {formatPrice(quote.price)}
        </LivePrice>
        <QuoteValue field="change" raw={quote.change} direction={direction} className="text-lg">
          {formatSignedPrice(quote.change)}
        </QuoteValue>
        <QuoteValue
          field="change_ratio"
          raw={quote.change_ratio}
          direction={directionOf(quote.change_ratio)}
          className="text-lg"
        >
          ({formatRatioAsPercent(quote.change_ratio)})
        </QuoteValue>
        {/* The headline change is always measured from the previous regular close (docs/protocol.md#change-references). */}
        <span className="text-xs text-slate-500 dark:text-slate-400">since prev close</span>
      </div>
    </div>
  );
}

import { directionOf, formatPrice, formatRatioAsPercent, formatSignedPrice } from '../../../lib/format-decimal';
import type { QuoteSnapshot } from '../api/get-snapshot';
import { QuoteAge } from './quote-age';
import { QuoteValue } from './quote-field';

/** Symbol, last price and the day's change, coloured by direction. */
export function QuoteHeader({ quote }: { quote: QuoteSnapshot }) {
  const direction = directionOf(quote.change);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <h2 data-testid="quote-symbol" className="font-mono text-xl font-bold">
          {quote.symbol}
        </h2>
        <QuoteAge receivedAt={quote.received_at} />
      </div>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <QuoteValue field="price" raw={quote.price} className="text-3xl font-semibold">
          {formatPrice(quote.price)}
        </QuoteValue>
        <QuoteValue field="change" raw={quote.change} direction={direction} className="text-lg">
          {formatSignedPrice(quote.change)}
        </QuoteValue>
        <QuoteValue field="change_ratio" raw={quote.change_ratio} direction={directionOf(quote.change_ratio)} className="text-lg">
          ({formatRatioAsPercent(quote.change_ratio)})
        </QuoteValue>
      </div>
    </div>
  );
}

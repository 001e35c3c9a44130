import { formatEasternDateTime } from '../../../lib/eastern-time';
import { formatPrice, formatVolume } from '../../../lib/format-decimal';
import type { QuoteSnapshot } from '../api/get-snapshot';
import { QuoteField } from './quote-field';

/** The regular-session fields of a snapshot; optional ones appear only when sent. */
export function QuoteDetails({ quote }: { quote: QuoteSnapshot }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 @md:grid-cols-2">
      <QuoteField field="open" label="Open" raw={quote.open}>{formatPrice(quote.open)}</QuoteField>
      <QuoteField field="pre_close" label="Prev close" raw={quote.pre_close}>{formatPrice(quote.pre_close)}</QuoteField>
      <QuoteField field="high" label="High" raw={quote.high}>{formatPrice(quote.high)}</QuoteField>
      <QuoteField field="low" label="Low" raw={quote.low}>{formatPrice(quote.low)}</QuoteField>
      {quote.close === undefined ? null : (
        <QuoteField field="close" label="Close" raw={quote.close}>{formatPrice(quote.close)}</QuoteField>
      )}
      <QuoteField field="volume" label="Volume" raw={quote.volume}>{formatVolume(quote.volume)}</QuoteField>
      {quote.bid === undefined ? null : (
        <QuoteField field="bid" label="Bid" raw={quote.bid}>{formatPrice(quote.bid)}</QuoteField>
      )}
      {quote.bid_size === undefined ? null : (
        <QuoteField field="bid_size" label="Bid size" raw={quote.bid_size}>{formatVolume(quote.bid_size)}</QuoteField>
      )}
      {quote.ask === undefined ? null : (
        <QuoteField field="ask" label="Ask" raw={quote.ask}>{formatPrice(quote.ask)}</QuoteField>
      )}
      {quote.ask_size === undefined ? null : (
        <QuoteField field="ask_size" label="Ask size" raw={quote.ask_size}>{formatVolume(quote.ask_size)}</QuoteField>
      )}
      {quote.turnover === undefined ? null : (
        <QuoteField field="turnover" label="Turnover" raw={quote.turnover}>{formatVolume(quote.turnover)}</QuoteField>
      )}
      <QuoteField field="last_trade_time" label="Last trade" raw={quote.last_trade_time}>
        {formatEasternDateTime(quote.last_trade_time)}
      </QuoteField>
    </dl>
  );
}

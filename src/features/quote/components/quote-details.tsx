import { formatEasternDateTime } from '@src/lib/eastern-time';
import { formatPrice, formatVolume } from '@src/lib/format-decimal';
import type { QuoteSnapshot } from '../api/get-snapshot';
import { QuoteField } from './quote-field';

type TextField = {
  [K in keyof QuoteSnapshot]-?: QuoteSnapshot[K] extends string | undefined ? K : never;
}[keyof QuoteSnapshot];

/** The regular-session rows, in reading order; each appears only when the snapshot sends it. */
const ROWS: readonly { field: TextField; label: string; format: (value: string) => string }[] = [
  { field: 'open', label: 'Open', format: formatPrice },
  { field: 'pre_close', label: 'Prev close', format: formatPrice },
  { field: 'high', label: 'High', format: formatPrice },
  { field: 'low', label: 'Low', format: formatPrice },
  { field: 'close', label: 'Close', format: formatPrice },
  { field: 'volume', label: 'Volume', format: formatVolume },
  { field: 'bid', label: 'Bid', format: formatPrice },
  { field: 'bid_size', label: 'Bid size', format: formatVolume },
  { field: 'ask', label: 'Ask', format: formatPrice },
  { field: 'ask_size', label: 'Ask size', format: formatVolume },
  { field: 'turnover', label: 'Turnover', format: formatVolume },
  { field: 'eps_ttm', label: 'EPS (TTM)', format: formatPrice },
  { field: 'eps', label: 'EPS', format: formatPrice },
  { field: 'bps', label: 'Book value / share', format: formatPrice },
  { field: 'lot_size', label: 'Lot size', format: formatVolume },
];

/** The regular-session fields of a snapshot; optional ones appear only when sent. */
export function QuoteDetails({ quote }: { quote: QuoteSnapshot }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 @md:grid-cols-2">
      {ROWS.map(({ field, label, format }) => {
        const raw = quote[field];
        return raw === undefined ? null : (
          <QuoteField key={field} field={field} label={label} raw={raw}>
            {format(raw)}
          </QuoteField>
        );
      })}
      <QuoteField field="last_trade_time" label="Last trade" raw={quote.last_trade_time}>
        {formatEasternDateTime(quote.last_trade_time)}
      </QuoteField>
    </dl>
  );
}

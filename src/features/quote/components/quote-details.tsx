import { formatEasternDateTime } from '@src/lib/eastern-time';
import { formatPrice, formatVolume } from '@src/lib/format-decimal';
import type { QuoteSnapshot } from '../api/get-snapshot';
import { QuoteField } from './quote-field';

type TextField = {
  [K in keyof QuoteSnapshot]-?: QuoteSnapshot[K] extends string | undefined ? K : never;
}[keyof QuoteSnapshot];

/** The regular-session rows, in reading order; each appears only when the snapshot sends it. */
type Row = {
  field: TextField;
  label: string;
  format: (value: string) => string;
  /** A company figure: a fund has none, and the provider sends 0.00 for it. */
  companyOnly?: true;
};

/** Shown for a figure that does not apply (a fund's earnings per share). */
const NOT_APPLICABLE = '—';

const ROWS: readonly Row[] = [
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
  { field: 'eps_ttm', label: 'EPS (TTM)', format: formatPrice, companyOnly: true },
  { field: 'eps', label: 'EPS', format: formatPrice, companyOnly: true },
  { field: 'bps', label: 'Book value / share', format: formatPrice, companyOnly: true },
  { field: 'lot_size', label: 'Lot size', format: formatVolume },
];

/**
 * The regular-session fields of a snapshot; optional ones appear only when sent. For a fund the
 * company figures read "—", never the provider's 0.00.
 */
export function QuoteDetails({ quote, fund }: { quote: QuoteSnapshot; fund: boolean }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 @md:grid-cols-2">
      {ROWS.map(({ field, label, format, companyOnly }) => {
        const raw = quote[field];
        return raw === undefined ? null : (
          <QuoteField key={field} field={field} label={label} raw={raw}>
            {fund && companyOnly === true ? NOT_APPLICABLE : format(raw)}
          </QuoteField>
        );
      })}
      <QuoteField field="last_trade_time" label="Last trade" raw={quote.last_trade_time}>
        {formatEasternDateTime(quote.last_trade_time)}
      </QuoteField>
    </dl>
  );
}

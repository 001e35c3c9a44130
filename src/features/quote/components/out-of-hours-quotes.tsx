import type { QuoteSnapshot } from '../api/get-snapshot';
import { tradingSessionAt } from '@src/lib/eastern-time';
import { formatPrice, formatVolume } from '@src/lib/format-decimal';
import { SessionQuote, type SessionExtraRow, type SessionFieldNames, type SessionValues } from './session-quote';

const EXTENDED = {
  price: 'extend_hour_last_price',
  change: 'extend_hour_change',
  changeRatio: 'extend_hour_change_ratio',
  high: 'extend_hour_high',
  low: 'extend_hour_low',
  volume: 'extend_hour_volume',
  time: 'extend_hour_last_trade_time',
} as const satisfies SessionFieldNames;

const OVERNIGHT = {
  price: 'ovn_price',
  change: 'ovn_change',
  changeRatio: 'ovn_change_ratio',
  high: 'ovn_high',
  low: 'ovn_low',
  volume: 'ovn_volume',
  time: 'ovn_last_trade_time',
} as const satisfies SessionFieldNames;

/**
 * Title and change reference of each block (docs/protocol.md#change-references): the extended
 * block is the pre-market (measured from the previous close) or the after hours (measured from
 * the regular close), told apart by the time of its last trade; overnight is measured from the
 * previous close.
 */
function extendedHeading(quote: QuoteSnapshot): { title: string; changeLabel: string } {
  const time = quote.extend_hour_last_trade_time;
  const session = time === undefined ? undefined : tradingSessionAt(time);
  if (session === 'pre') return { title: 'Pre-market', changeLabel: 'Change vs prev close' };
  if (session === 'post') return { title: 'After hours', changeLabel: 'Change vs close' };
  return { title: 'Extended hours', changeLabel: 'Change' };
}

const SESSIONS = [
  { key: 'extended', heading: extendedHeading, names: EXTENDED },
  { key: 'overnight', heading: () => ({ title: 'Overnight', changeLabel: 'Change vs prev close' }), names: OVERNIGHT },
] as const;

/** The session's values, or undefined when the snapshot has no price for it. */
function sessionValues(quote: QuoteSnapshot, names: typeof EXTENDED | typeof OVERNIGHT): SessionValues | undefined {
  const price = quote[names.price];
  if (price === undefined) return undefined;
  return {
    price,
    change: quote[names.change],
    changeRatio: quote[names.changeRatio],
    high: quote[names.high],
    low: quote[names.low],
    volume: quote[names.volume],
    time: quote[names.time],
  };
}

/** The overnight book (docs/protocol.md#market-data: `ovn_bid`, `ovn_ask` and sizes), rows present only when sent. */
function overnightBook(quote: QuoteSnapshot): SessionExtraRow[] {
  const rows: (SessionExtraRow | null)[] = [
    quote.ovn_bid === undefined
      ? null
      : { field: 'ovn_bid', label: 'Bid', raw: quote.ovn_bid, text: formatPrice(quote.ovn_bid) },
    quote.ovn_bid_size === undefined
      ? null
      : { field: 'ovn_bid_size', label: 'Bid size', raw: quote.ovn_bid_size, text: formatVolume(quote.ovn_bid_size) },
    quote.ovn_ask === undefined
      ? null
      : { field: 'ovn_ask', label: 'Ask', raw: quote.ovn_ask, text: formatPrice(quote.ovn_ask) },
    quote.ovn_ask_size === undefined
      ? null
      : { field: 'ovn_ask_size', label: 'Ask size', raw: quote.ovn_ask_size, text: formatVolume(quote.ovn_ask_size) },
  ];
  return rows.filter((row): row is SessionExtraRow => row !== null);
}

/** Pre/post-market and overnight prices, each only when the snapshot carries them. */
export function OutOfHoursQuotes({ quote }: { quote: QuoteSnapshot }) {
  return (
    <>
      {SESSIONS.map(({ key, heading, names }) => {
        const values = sessionValues(quote, names);
        const { title, changeLabel } = heading(quote);
        return values === undefined ? null : (
          <SessionQuote
            key={key}
            title={title}
            changeLabel={changeLabel}
            names={names}
            values={values}
            extras={names === OVERNIGHT ? overnightBook(quote) : []}
          />
        );
      })}
    </>
  );
}

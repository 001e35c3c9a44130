import type { QuoteSnapshot } from '../api/get-snapshot';
import { SessionQuote } from './session-quote';

const EXTENDED = {
  price: 'extend_hour_last_price',
  change: 'extend_hour_change',
  changeRatio: 'extend_hour_change_ratio',
  high: 'extend_hour_high',
  low: 'extend_hour_low',
  volume: 'extend_hour_volume',
  time: 'extend_hour_last_trade_time',
};

const OVERNIGHT = {
  price: 'ovn_price',
  change: 'ovn_change',
  changeRatio: 'ovn_change_ratio',
  high: 'ovn_high',
  low: 'ovn_low',
  volume: 'ovn_volume',
  time: 'ovn_last_trade_time',
};

/** Pre/post-market and overnight prices, each only when the snapshot carries them. */
export function OutOfHoursQuotes({ quote }: { quote: QuoteSnapshot }) {
  return (
    <>
      {quote.extend_hour_last_price === undefined ? null : (
        <SessionQuote
          title="Extended hours"
          names={EXTENDED}
          values={{
            price: quote.extend_hour_last_price,
            change: quote.extend_hour_change,
            changeRatio: quote.extend_hour_change_ratio,
            high: quote.extend_hour_high,
            low: quote.extend_hour_low,
            volume: quote.extend_hour_volume,
            time: quote.extend_hour_last_trade_time,
          }}
        />
      )}
      {quote.ovn_price === undefined ? null : (
        <SessionQuote
          title="Overnight"
          names={OVERNIGHT}
          values={{
            price: quote.ovn_price,
            change: quote.ovn_change,
            changeRatio: quote.ovn_change_ratio,
            high: quote.ovn_high,
            low: quote.ovn_low,
            volume: quote.ovn_volume,
            time: quote.ovn_last_trade_time,
          }}
        />
      )}
    </>
  );
}

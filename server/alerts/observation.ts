import type { Tick } from '@contracts/market-data';
import type { LiveQuote } from '@contracts/stream';

/**
 * One thing the stream said about a symbol, as alerts judge it: the last price and its market
 * time, with the previous close and the day's volume when known (docs/alerts.md#how-a-crossing-is-judged).
 * Numbers are parsed here once, so judging a price is arithmetic only.
 */
export interface Observation {
  price: number;
  /** The price as the stream wrote it: what a firing records. */
  priceText: string;
  /** Market time of the trade (ms). */
  at: number;
  preClose: number | null;
  dayVolume: number | null;
  dayVolumeText: string | null;
}

const numberOrNull = (text: string | undefined) => {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/**
 * A quote's last trade: the regular, extended-hours or overnight price, whichever traded last,
 * so a pre-market tick and the quote that follows it agree on the price.
 */
export function observeQuote(quote: LiveQuote): Observation {
  let priceText = quote.price;
  let at = quote.trade_time;
  if (quote.ext_price !== undefined && quote.ext_trade_time !== undefined && quote.ext_trade_time > at) {
    priceText = quote.ext_price;
    at = quote.ext_trade_time;
  }
  if (quote.ovn_price !== undefined && quote.ovn_trade_time !== undefined && quote.ovn_trade_time > at) {
    priceText = quote.ovn_price;
    at = quote.ovn_trade_time;
  }
  return {
    price: Number(priceText),
    priceText,
    at,
    preClose: numberOrNull(quote.pre_close),
    dayVolume: numberOrNull(quote.volume),
    dayVolumeText: quote.volume ?? null,
  };
}

/**
 * One trade. A trade carries no previous close or day volume: it keeps those of the symbol's last
 * quote (`context`), so only a quote moves them.
 */
export function observeTick(tick: Tick, context: Observation | null): Observation {
  return {
    price: Number(tick.price),
    priceText: tick.price,
    at: tick.time,
    preClose: context?.preClose ?? null,
    dayVolume: context?.dayVolume ?? null,
    dayVolumeText: context?.dayVolumeText ?? null,
  };
}

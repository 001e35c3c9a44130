import Decimal from 'decimal.js';
import { tickerBySymbol } from '../market/catalogue/ticker-by-symbol';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import type { Market } from '../market/market';
import { sharesOutstanding } from '../market/shares-outstanding';
import type { EpsBasis } from './eps-history';
import { latestReported } from './fiscal-calendar';

/** Everything the statement models read about one company at one market instant. */
export interface CompanyBasis extends EpsBasis {
  symbol: string;
  ticker: ModelTicker;
  /** Book value per share as the snapshot shows it (`bps`): the newest balance sheet matches it. */
  bps: string;
  /** Last price at nowMs. */
  price: string;
  /** Previous close: slow-moving anchors (analyst targets) use it so they hold through the day. */
  preClose: string;
  shares: number;
  /** Diluted weighted average shares: options and RSUs add 0.8 %. */
  dilutedShares: number;
  nowMs: number;
}

/**
 * Reads the company's per-share figures from the market's snapshot, so the fundamentals can
 * never disagree with the quote; `undefined` for a symbol the catalogue does not have.
 */
export function companyBasis(market: Market, symbol: string, nowMs: number): CompanyBasis | undefined {
  const ticker = tickerBySymbol(symbol);
  const shares = sharesOutstanding(symbol);
  if (ticker === undefined || shares === undefined || market.instrument(symbol) === undefined) return undefined;
  const snapshot = market.snapshot(symbol, nowMs);
  return {
    symbol,
    ticker,
    key: ticker.key,
    epsTtm: snapshot.eps_ttm,
    bps: snapshot.bps,
    price: snapshot.price,
    preClose: snapshot.pre_close,
    latest: latestReported(ticker.key, nowMs),
    shares,
    dilutedShares: new Decimal(shares).times(1.008).round().toNumber(),
    nowMs,
  };
}

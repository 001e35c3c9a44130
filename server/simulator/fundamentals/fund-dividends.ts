import { dividendEvents } from '../market/dividends';
import type { ModelTicker } from '../market/catalogue/build-instruments';
import { launchMs } from './fund-basis';

export interface FundDividend {
  share_date: string;
  publish_date: string;
  pay_date: string;
  record_date: string;
  dps: string;
}

/** One page of distributions, newest first, and the key of the next page (absent on the last). */
export interface FundDividendPage {
  data: FundDividend[];
  pagination_key?: string;
}

/**
 * Every distribution with an ex date since inception and up to nowMs, newest first. The
 * amounts are the dividend model's, the same the high-dividend screener's yield comes from.
 */
export function fundDividendHistory(ticker: ModelTicker, nowMs: number): FundDividend[] {
  return dividendEvents(ticker.instrument.symbol, launchMs(ticker), nowMs)
    .reverse()
    .map((e) => ({
      share_date: e.ex_div_date,
      publish_date: e.declare_date,
      pay_date: e.pay_date,
      record_date: e.record_date,
      dps: e.amount,
    }));
}

/** The page key this simulator hands out: opaque to clients, "o" + offset here. */
export function pageKey(offset: number): string {
  return `o${String(offset)}`;
}

/** The offset of a key this simulator handed out for a history of `total` rows, else undefined. */
export function offsetOfKey(key: string, total: number): number | undefined {
  const digits = /^o(\d{1,6})$/.exec(key)?.[1];
  const offset = digits === undefined ? Number.NaN : Number(digits);
  return offset > 0 && offset < total ? offset : undefined;
}

export function dividendPage(all: readonly FundDividend[], offset: number, size: number): FundDividendPage {
  const data = all.slice(offset, offset + size);
  return offset + size < all.length ? { data, pagination_key: pageKey(offset + size) } : { data };
}

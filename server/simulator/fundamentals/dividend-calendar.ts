import { dividendEvents } from '../market/dividends';

const HALF_YEAR_MS = 183 * 86_400_000;

/**
 * Dividend calendar (docs/protocol.md#fundamentals): the dividend model's events with an ex date within
 * half a year either side of nowMs, oldest first. Four consecutive amounts add up to the
 * annual dividend the high-dividend screener divides by the price.
 */
export function dividendCalendar(symbol: string, nowMs: number) {
  return dividendEvents(symbol, nowMs - HALF_YEAR_MS, nowMs + HALF_YEAR_MS).map((e) => ({
    symbol,
    market: 'US',
    currency: 'USD',
    amount: e.amount,
    div_type: 'CASH_DIVIDEND',
    declare_date: e.declare_date,
    ex_div_date: e.ex_div_date,
    record_date: e.record_date,
    pay_date: e.pay_date,
  }));
}

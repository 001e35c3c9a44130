import type { PeriodChange } from './period-change';
import type { StockFacts } from './stock-facts';

/** Row of gainers/losers and top active (the provider's ScreenerStockVo, docs/protocol.md#screeners). */
export function screenerStockRow(facts: StockFacts, period: PeriodChange) {
  const { instrument, snapshot } = facts;
  return {
    instrument_id: instrument.instrument_id,
    symbol: instrument.symbol,
    name: instrument.name,
    exchange_code: instrument.exchange_code,
    currency_code: instrument.currency,
    pre_close: snapshot.pre_close,
    open: snapshot.open,
    high: snapshot.high,
    low: snapshot.low,
    close: snapshot.close,
    price: period.price,
    change: period.change,
    change_ratio: period.change_ratio,
    volume: snapshot.volume,
    turnover: snapshot.turnover,
    turnover_rate: facts.turnover_rate,
    market_value: facts.market_value,
    amplitude: facts.amplitude,
    relative_volume_10d: facts.relative_volume_10d,
  };
}

/** The fields the sector detail, high dividend and 52-week rows share. */
export function listedStockRow(facts: StockFacts, period: PeriodChange) {
  const { instrument, snapshot } = facts;
  return {
    instrument_id: instrument.instrument_id,
    category: instrument.category,
    currency: instrument.currency,
    name: instrument.name,
    symbol: instrument.symbol,
    exchange_code: instrument.exchange_code,
    close: snapshot.close,
    change_ratio: period.change_ratio,
    price: period.price,
    volume: snapshot.volume,
    market_value: facts.market_value,
    turnover_rate: facts.turnover_rate,
    amplitude: facts.amplitude,
    high: snapshot.high,
    low: snapshot.low,
  };
}

/** A listed row with the day's change, turnover and P/E (high dividend and 52-week rows). */
export function dayStockRow(facts: StockFacts) {
  const { snapshot } = facts;
  return {
    ...listedStockRow(facts, { price: snapshot.price, change: snapshot.change, change_ratio: snapshot.change_ratio }),
    change: snapshot.change,
    turnover: snapshot.turnover,
    pe_ttm: facts.pe_ttm,
  };
}

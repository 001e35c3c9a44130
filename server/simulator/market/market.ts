import type { SimBar, SimDepth, SimInstrument, SimSnapshot, SimTick, SimTimespan, TradingSession } from './types';

/** Query of {@link Market.bars}: the `count` newest bars starting at/after startMs and before endMs. */
export interface BarQuery {
  count: number;
  nowMs: number;
  startMs?: number;
  endMs?: number;
}

/** The simulated market: a pure function of (seed, symbol, time). */
export interface Market {
  /** Catalogue sorted by symbol. */
  instruments(): readonly SimInstrument[];
  instrument(symbol: string): SimInstrument | undefined;
  /** Throws on an unknown symbol. */
  snapshot(symbol: string, nowMs: number): SimSnapshot;
  /** Newest first; the newest bar is the one in progress at nowMs. */
  bars(symbol: string, timespan: SimTimespan, q: BarQuery): SimBar[];
  /** Newest first; the newest tick's price equals the snapshot price. */
  ticks(symbol: string, nowMs: number, count: number): SimTick[];
  depth(symbol: string, nowMs: number, levels: number): SimDepth;
  sessionAt(ms: number): TradingSession;
}

/** Placeholder until the seeded model lands: one flat instrument so importers can wire up. */
export function createMarket(options: { seed: number }): Market {
  const base = 100 + (options.seed % 50);
  const aapl: SimInstrument = {
    symbol: 'AAPL', name: 'Apple Inc.', instrument_id: '913256135', exchange_code: 'NSQ',
    category: 'US_STOCK', sub_category: 'COMMON_STOCK', sector: 'Information Technology',
    shortable: true, fractionable: true, marginable: true, easy_to_borrow: true,
    overnight_trading_supported: true, margin_requirement_long: '0.25', margin_requirement_short: '0.3',
    intraday_margin_long: '0.125', intraday_margin_short: '0.15', maintenance_margin_long: '0.25',
    maintenance_margin_short: '0.3', lot_size: '1', currency: 'USD',
  };
  const price = (ms: number): string => (base + (Math.floor(ms / 60000) % 100) / 100).toFixed(2);
  const need = (symbol: string): SimInstrument => {
    if (symbol !== 'AAPL') throw new Error(`Unknown symbol ${symbol}`);
    return aapl;
  };
  return {
    instruments: () => [aapl],
    instrument: (symbol) => (symbol === 'AAPL' ? aapl : undefined),
    snapshot: (symbol, nowMs) => {
      const p = price(nowMs);
      const i = need(symbol);
      return {
        symbol, instrument_id: i.instrument_id, price: p, open: p, close: p, high: p, low: p, pre_close: p,
        volume: '0', change: '0.00', change_ratio: '0.0000', last_trade_time: nowMs, ask: p, ask_size: '100',
        bid: p, bid_size: '100', turnover: '0.00', eps: '6.00', eps_ttm: '6.00', lot_size: '1', bps: '4.00',
        extend_hour_last_price: p, extend_hour_high: p, extend_hour_low: p, extend_hour_change: '0.00',
        extend_hour_change_ratio: '0.0000', extend_hour_volume: '0', extend_hour_last_trade_time: nowMs,
        ovn_price: p, ovn_high: p, ovn_low: p, ovn_volume: '0', ovn_change: '0.00', ovn_change_ratio: '0.0000',
        ovn_last_trade_time: nowMs, ovn_ask: p, ovn_ask_size: '100', ovn_bid: p, ovn_bid_size: '100',
      };
    },
    bars: (symbol, _timespan, q) => {
      need(symbol);
      const p = price(q.nowMs);
      return Array.from({ length: q.count }, (_, k) => ({
        time: Math.floor(q.nowMs / 60000) * 60000 - k * 60000, open: p, high: p, low: p, close: p, volume: '0',
      }));
    },
    ticks: (symbol, nowMs, count) => {
      need(symbol);
      return Array.from({ length: count }, (_, k) => ({ time: nowMs - k * 1000, price: price(nowMs), volume: '1', side: 'N' }));
    },
    depth: (symbol, nowMs, levels) => {
      need(symbol);
      const level = { price: price(nowMs), size: '100' };
      return { quote_time: nowMs, asks: Array.from({ length: levels }, () => level), bids: Array.from({ length: levels }, () => level) };
    },
    sessionAt: () => 'RTH',
  };
}

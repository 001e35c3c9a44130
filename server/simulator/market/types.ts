/** Market-data category of an instrument (docs/protocol.md#market-data): ETFs are asked for as US_ETF. */
export type MarketCategory = 'US_STOCK' | 'US_ETF';

/** Bar lengths the simulator serves for stocks (S5/S15 are rejected by the HTTP layer). */
export type SimTimespan = 'M1' | 'M5' | 'M15' | 'M30' | 'M60' | 'M120' | 'M240' | 'D' | 'W' | 'M' | 'Y';

/**
 * US Eastern sessions: overnight, pre-market, regular hours, after hours; CLOSED when the
 * exchange calendar has no session (docs/protocol.md#trading-calendar).
 */
export type TradingSession = 'OVN' | 'PRE' | 'RTH' | 'ATH' | 'CLOSED';

/** One catalogue entry; field names follow the instrument record of docs/protocol.md#instruments. */
export interface SimInstrument {
  symbol: string;
  name: string;
  instrument_id: string;
  /** Primary listing venue: NSQ, NYSE or ARCA. */
  exchange_code: string;
  category: MarketCategory;
  sub_category: 'COMMON_STOCK' | 'ETF';
  /** GICS-like sector for stocks; asset class or focus for ETFs. */
  sector: string;
  shortable: boolean;
  fractionable: boolean;
  marginable: boolean;
  easy_to_borrow: boolean;
  overnight_trading_supported: boolean;
  margin_requirement_long: string;
  margin_requirement_short: string;
  intraday_margin_long: string;
  intraday_margin_short: string;
  maintenance_margin_long: string;
  maintenance_margin_short: string;
  lot_size: string;
  currency: 'USD';
}

/** An OHLCV bar; `time` is the bar's start (ms). Prices and volume are decimal strings. */
export interface SimBar {
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Snapshot of docs/protocol.md#market-data: numbers as strings, the three trade times as ms numbers. */
export interface SimSnapshot {
  symbol: string;
  instrument_id: string;
  price: string;
  open: string;
  close: string;
  high: string;
  low: string;
  pre_close: string;
  volume: string;
  change: string;
  change_ratio: string;
  last_trade_time: number;
  ask: string;
  ask_size: string;
  bid: string;
  bid_size: string;
  turnover: string;
  eps: string;
  eps_ttm: string;
  lot_size: string;
  bps: string;
  extend_hour_last_price: string;
  extend_hour_high: string;
  extend_hour_low: string;
  extend_hour_change: string;
  extend_hour_change_ratio: string;
  extend_hour_volume: string;
  extend_hour_last_trade_time: number;
  ovn_price: string;
  ovn_high: string;
  ovn_low: string;
  ovn_volume: string;
  ovn_change: string;
  ovn_change_ratio: string;
  ovn_last_trade_time: number;
  ovn_ask: string;
  ovn_ask_size: string;
  ovn_bid: string;
  ovn_bid_size: string;
}

/** One trade; side B = buyer lifted the ask (price up), S = seller hit the bid, N = unchanged. */
export interface SimTick {
  time: number;
  price: string;
  volume: string;
  side: 'B' | 'S' | 'G' | 'L' | 'N';
}

/** One order-book level. */
export interface SimDepthLevel {
  price: string;
  size: string;
}

/** Order book around the current price; asks ascending, bids descending. */
export interface SimDepth {
  quote_time: number;
  asks: SimDepthLevel[];
  bids: SimDepthLevel[];
}

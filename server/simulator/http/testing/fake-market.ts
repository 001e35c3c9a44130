import type { Market } from '@server/simulator/market/market';
import type { SimBar, SimInstrument, SimSnapshot, SimTimespan } from '@server/simulator/market/types';

const STEP_MS: Record<SimTimespan, number> = {
  M1: 60_000,
  M5: 300_000,
  M15: 900_000,
  M30: 1_800_000,
  M60: 3_600_000,
  M120: 7_200_000,
  M240: 14_400_000,
  D: 86_400_000,
  W: 604_800_000,
  M: 2_592_000_000,
  Y: 31_536_000_000,
};

function instrument(symbol: string, category: SimInstrument['category'], index: number): SimInstrument {
  return {
    symbol,
    name: `${symbol} Test Corp`,
    instrument_id: String(900_000 + index),
    exchange_code: category === 'US_ETF' ? 'ARCA' : 'NSQ',
    category,
    sub_category: category === 'US_ETF' ? 'ETF' : 'COMMON_STOCK',
    sector: 'Test',
    shortable: true,
    fractionable: true,
    marginable: true,
    easy_to_borrow: true,
    overnight_trading_supported: true,
    margin_requirement_long: '0.5',
    margin_requirement_short: '0.5',
    intraday_margin_long: '0.25',
    intraday_margin_short: '0.25',
    maintenance_margin_long: '0.25',
    maintenance_margin_short: '0.3',
    lot_size: '1',
    currency: 'USD',
  };
}

/** Price of every fake symbol: 100 plus one cent per minute of the hour, so pinning time shows. */
export function fakePrice(nowMs: number): string {
  return (100 + (Math.floor(nowMs / 60_000) % 60) / 100).toFixed(2);
}

/**
 * A small deterministic stand-in for the market model, so HTTP tests check the wire format
 * without depending on the model's numbers: AAPL, MSFT (stocks), SPY (ETF) and `extra`
 * generated stocks for pagination.
 */
export function createFakeMarket(extra = 0): Market {
  const named = [instrument('AAPL', 'US_STOCK', 1), instrument('MSFT', 'US_STOCK', 2), instrument('SPY', 'US_ETF', 3)];
  const generated = Array.from({ length: extra }, (_, k) =>
    instrument(`T${String(k).padStart(3, '0')}`, 'US_STOCK', 10 + k),
  );
  const all = [...named, ...generated].sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
  const bySymbol = new Map(all.map((i) => [i.symbol, i]));
  const need = (symbol: string): SimInstrument => {
    const found = bySymbol.get(symbol);
    if (found === undefined) throw new Error(`Unknown symbol ${symbol}`);
    return found;
  };
  return {
    instruments: () => all,
    instrument: (symbol) => bySymbol.get(symbol),
    snapshot: (symbol, nowMs) => fakeSnapshot(need(symbol), nowMs),
    bars: (symbol, timespan, q) => {
      need(symbol);
      const step = STEP_MS[timespan];
      const bars: SimBar[] = [];
      for (let time = Math.floor(q.nowMs / step) * step; bars.length < q.count && time >= 0; time -= step) {
        if (q.endMs !== undefined && time >= q.endMs) continue;
        if (q.startMs !== undefined && time < q.startMs) break;
        const p = fakePrice(time);
        bars.push({ time, open: p, high: p, low: p, close: p, volume: '1000' });
      }
      return bars;
    },
    ticks: (symbol, nowMs, count) => {
      need(symbol);
      return Array.from({ length: count }, (_, k) => ({
        time: nowMs - k * 1000,
        price: fakePrice(nowMs),
        volume: '10',
        side: 'N' as const,
      }));
    },
    depth: (symbol, nowMs, levels) => {
      need(symbol);
      const level = (k: number, sign: number) => ({
        price: (Number(fakePrice(nowMs)) + sign * 0.01 * (k + 1)).toFixed(2),
        size: '100',
      });
      return {
        quote_time: nowMs,
        asks: Array.from({ length: levels }, (_, k) => level(k, 1)),
        bids: Array.from({ length: levels }, (_, k) => level(k, -1)),
      };
    },
    sessionAt: () => 'RTH',
  };
}

function fakeSnapshot(i: SimInstrument, nowMs: number): SimSnapshot {
  const p = fakePrice(nowMs);
  return {
    symbol: i.symbol,
    instrument_id: i.instrument_id,
    price: p,
    open: '100.00',
    close: p,
    high: '101.00',
    low: '99.00',
    pre_close: '99.50',
    volume: '12345',
    change: (Number(p) - 99.5).toFixed(2),
    change_ratio: '0.0050',
    last_trade_time: nowMs,
    ask: p,
    ask_size: '100',
    bid: p,
    bid_size: '200',
    turnover: '1234500.00',
    eps: '6.00',
    eps_ttm: '6.10',
    lot_size: '1',
    bps: '4.00',
    extend_hour_last_price: p,
    extend_hour_high: p,
    extend_hour_low: p,
    extend_hour_change: '0.10',
    extend_hour_change_ratio: '0.0010',
    extend_hour_volume: '500',
    extend_hour_last_trade_time: nowMs,
    ovn_price: p,
    ovn_high: p,
    ovn_low: p,
    ovn_volume: '50',
    ovn_change: '0.05',
    ovn_change_ratio: '0.0005',
    ovn_last_trade_time: nowMs,
    ovn_ask: p,
    ovn_ask_size: '10',
    ovn_bid: p,
    ovn_bid_size: '20',
  };
}

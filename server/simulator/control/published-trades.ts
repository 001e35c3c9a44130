import Decimal from 'decimal.js';
import type { Market } from '../market/market';
import { priceChange } from '../market/price-change';
import { sessionAt, sessionDayAt } from '../market/trading-window';
import type { SimSnapshot, SimTick } from '../market/types';

/** A trade published through the control surface. */
export interface PublishedTrade {
  symbol: string;
  price: string;
  volume: string;
  side?: SimTick['side'];
}

interface Override {
  /** Published price minus the model's price at publication: later prices keep this offset. */
  delta: Decimal;
  fromMs: number;
  /** Published trades, newest first. */
  trades: SimTick[];
}

/**
 * An override layer over the market model: after a published trade, the snapshot, ticks and
 * depth at and after its market time show the published price (the model's later moves are kept
 * as an offset from it), and the trade itself is in the tick list and the day's volume. Bars are
 * left as the model draws them. Cleared by the control reset.
 */
export interface PublishedTrades {
  market: Market;
  publish(trade: PublishedTrade, marketNowMs: number): SimTick;
  clear(): void;
}

const MAX_TRADES = 1000;

function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

export function createPublishedTrades(inner: Market): PublishedTrades {
  const overrides = new Map<string, Override>();
  const active = (symbol: string, nowMs: number) => {
    const o = overrides.get(symbol);
    return o !== undefined && nowMs >= o.fromMs ? o : undefined;
  };
  const shift = (price: string, o: Override) => {
    const shifted = Decimal.max(new Decimal(price).plus(o.delta), new Decimal(1).div(10 ** decimalsOf(price)));
    return shifted.toFixed(decimalsOf(price));
  };
  const publishedToday = (o: Override, nowMs: number) =>
    o.trades.filter((t) => t.time <= nowMs && sessionDayAt(t.time) === sessionDayAt(nowMs));

  const snapshot = (symbol: string, nowMs: number): SimSnapshot => {
    const base = inner.snapshot(symbol, nowMs);
    const o = active(symbol, nowMs);
    if (o === undefined) return base;
    const price = shift(base.price, o);
    const today = publishedToday(o, nowMs);
    const prices = [price, ...today.map((t) => t.price)].map((p) => new Decimal(p));
    const change = priceChange(price, base.pre_close);
    const volume = today.reduce((sum, t) => sum.plus(t.volume), new Decimal(base.volume));
    return {
      ...base,
      price,
      // `close` follows the price only while the regular session runs (docs/protocol.md#change-references).
      close: sessionAt(nowMs) === 'RTH' ? price : base.close,
      change: change.change,
      change_ratio: change.ratio,
      high: Decimal.max(base.high, ...prices).toFixed(decimalsOf(base.high)),
      low: Decimal.min(base.low, ...prices).toFixed(decimalsOf(base.low)),
      volume: volume.toFixed(0),
      last_trade_time: Math.max(base.last_trade_time, ...today.map((t) => t.time)),
      ask: shift(base.ask, o),
      bid: shift(base.bid, o),
    };
  };

  const ticks = (symbol: string, nowMs: number, count: number): SimTick[] => {
    const o = active(symbol, nowMs);
    const base = inner.ticks(symbol, nowMs, count);
    if (o === undefined) return base;
    const shifted = base.map((t) => (t.time >= o.fromMs ? { ...t, price: shift(t.price, o) } : t));
    const published = o.trades.filter((t) => t.time <= nowMs);
    // Newest first; at equal times a published print is later than the model's, a newer publish later still.
    const rank = (t: SimTick) => {
      const index = published.indexOf(t);
      return index === -1 ? MAX_TRADES : index;
    };
    return [...published, ...shifted].sort((a, b) => b.time - a.time || rank(a) - rank(b)).slice(0, count);
  };

  const market: Market = {
    ...inner,
    snapshot,
    ticks,
    depth: (symbol, nowMs, levels) => {
      const book = inner.depth(symbol, nowMs, levels);
      const o = active(symbol, nowMs);
      if (o === undefined) return book;
      const move = (l: { price: string; size: string }) => ({ ...l, price: shift(l.price, o) });
      return { ...book, asks: book.asks.map(move), bids: book.bids.map(move) };
    },
  };

  return {
    market,
    publish(trade, marketNowMs) {
      const before = snapshot(trade.symbol, marketNowMs).price;
      const modelPrice = inner.snapshot(trade.symbol, marketNowMs).price;
      const side =
        trade.side ?? (new Decimal(trade.price).gt(before) ? 'B' : new Decimal(trade.price).lt(before) ? 'S' : 'N');
      const tick: SimTick = { time: marketNowMs, price: trade.price, volume: trade.volume, side };
      const previous = overrides.get(trade.symbol)?.trades ?? [];
      overrides.set(trade.symbol, {
        delta: new Decimal(trade.price).minus(modelPrice),
        fromMs: Math.min(marketNowMs, overrides.get(trade.symbol)?.fromMs ?? marketNowMs),
        trades: [tick, ...previous].slice(0, MAX_TRADES),
      });
      return tick;
    },
    clear: () => {
      overrides.clear();
    },
  };
}

import { barsFor } from './bars';
import { buildCatalogue } from './catalogue/build-instruments';
import { depthAt } from './depth';
import { snapshotAt } from './snapshot';
import { createTickerModels, type TickerModel } from './ticker-model';
import { ticksAt } from './ticks';
import { sessionAt } from './trading-window';
import type { SimBar, SimDepth, SimInstrument, SimSnapshot, SimTick, SimTimespan, TradingSession } from './types';

/** Query of {@link Market.bars}: the `count` newest bars starting at/after startMs and before endMs. */
export interface BarQuery {
  count: number;
  nowMs: number;
  startMs?: number;
  endMs?: number;
  /** Intraday bars of these sessions only (docs/protocol.md#market-data); absent, every session. */
  sessions?: ReadonlySet<TradingSession>;
}

/** The simulated market: a pure function of (seed, symbol, time). */
export interface Market {
  /** Catalogue sorted by symbol. */
  instruments(): readonly SimInstrument[];
  instrument(symbol: string): SimInstrument | undefined;
  /** Throws on an unknown symbol. */
  snapshot(symbol: string, nowMs: number): SimSnapshot;
  /** Newest first; the newest bar is the one in progress at nowMs. Throws on an unknown symbol. */
  bars(symbol: string, timespan: SimTimespan, q: BarQuery): SimBar[];
  /** Newest first; the newest tick's price equals the snapshot price. Throws on an unknown symbol. */
  ticks(symbol: string, nowMs: number, count: number): SimTick[];
  /** Throws on an unknown symbol. */
  depth(symbol: string, nowMs: number, levels: number): SimDepth;
  /** The session at ms, CLOSED when nothing trades (weekends, holidays, nights before them). */
  sessionAt(ms: number): TradingSession;
}

/**
 * Creates the seeded market. Every answer is a pure function of (seed, symbol, nowMs), so
 * the same seed gives the same history; paths are memoised inside the returned object.
 */
export function createMarket(options: { seed: number }): Market {
  const catalogue = buildCatalogue();
  const instruments = catalogue.map((t) => t.instrument);
  const models = createTickerModels(options.seed, catalogue);
  const modelOf = (symbol: string): TickerModel => {
    const model = models.get(symbol);
    if (model === undefined) throw new Error(`Unknown symbol ${symbol}`);
    return model;
  };
  return {
    instruments: () => instruments,
    instrument: (symbol) => models.get(symbol)?.ticker.instrument,
    snapshot: (symbol, nowMs) => snapshotAt(modelOf(symbol), nowMs),
    bars: (symbol, timespan, q) => barsFor(modelOf(symbol), timespan, q),
    ticks: (symbol, nowMs, count) => ticksAt(modelOf(symbol), nowMs, count),
    depth: (symbol, nowMs, levels) => depthAt(modelOf(symbol), nowMs, levels),
    sessionAt,
  };
}

import { z } from 'zod';
import type { Market } from '@server/simulator/market/market';
import type {
  MarketCategory,
  SimBar,
  SimInstrument,
  SimTimespan,
  TradingSession,
} from '@server/simulator/market/types';
import { illegalParameter } from '../api-error';
import type { HandlerContext, PathGeneration } from '../handler-context';
import {
  parseBooleanParam,
  parseCategory,
  parseIntegerParam,
  parseOptionalMs,
  parseSessions,
  parseSymbolList,
  parseTimespan,
  requireParam,
} from '../param-parsers';
import { resolveSymbols } from '../resolve-symbols';

interface BarQuery {
  /** The sessions whose intraday bars are answered: as asked, regular hours when not asked. */
  sessions: ReadonlySet<TradingSession>;
  symbols: string[];
  category: MarketCategory;
  timespan: SimTimespan;
  count: number;
  startMs: number | undefined;
  endMs: number | undefined;
}

const batchBody = z.object({
  symbols: z.array(z.string()),
  category: z.string(),
  timespan: z.string(),
  count: z.unknown().optional(),
  real_time_required: z.unknown().optional(),
  trading_sessions: z.union([z.string(), z.array(z.string())]).optional(),
  start_time: z.unknown().optional(),
  end_time: z.unknown().optional(),
});

/** Batch bars (POST, both generations): `{"result":[{symbol, instrument_id, result:[bar]}]}`. */
export function listBatchBars({ body, market, marketNowMs, generation }: HandlerContext) {
  if (body === undefined) throw illegalParameter('body', 'is required');
  const parsed = batchBody.safeParse(body);
  if (!parsed.success) {
    const name = parsed.error.issues[0]?.path.map(String)[0] ?? 'body';
    const present = typeof body === 'object' && body !== null && name in body;
    throw illegalParameter(name, present || name === 'body' ? 'is malformed' : 'is required');
  }
  const b = parsed.data;
  parseBooleanParam('real_time_required', b.real_time_required);
  const sessions = parseSessions(b.trading_sessions);
  const query = parseBarQuery(parseSymbolList('symbols', b.symbols, 20), b, generation, sessions);
  const instruments = resolveSymbols(market, query.symbols, query.category);
  return {
    result: instruments.map((instrument) => ({
      symbol: instrument.symbol,
      instrument_id: instrument.instrument_id,
      result: barsFor(market, instrument, query, marketNowMs),
    })),
  };
}

/** Single-symbol bars (gen 2 only): a bare array of bars. */
export function listSingleBars({ params, market, marketNowMs, generation }: HandlerContext) {
  parseBooleanParam('real_time_required', params.real_time_required);
  const sessions = parseSessions(params.trading_sessions);
  const query = parseBarQuery(
    parseSymbolList('symbol', requireParam('symbol', params.symbol), 1),
    params,
    generation,
    sessions,
  );
  const [instrument] = resolveSymbols(market, query.symbols, query.category);
  return instrument === undefined ? [] : barsFor(market, instrument, query, marketNowMs);
}

// docs/protocol.md#market-data: at most 1200 bars a request, except M1 which goes up to 1650 on
// generation 3; generation 2 keeps to 1200 for M1 too, as the SDKs document it.
const MAX_BARS = 1200;
const MAX_M1_BARS_GEN3 = 1650;

function parseBarQuery(
  symbols: string[],
  raw: { category?: unknown; timespan?: unknown; count?: unknown; start_time?: unknown; end_time?: unknown },
  generation: PathGeneration,
  sessions: ReadonlySet<TradingSession> | undefined,
): BarQuery {
  const text = (name: string, value: unknown) => requireParam(name, typeof value === 'string' ? value : undefined);
  const category = parseCategory(text('category', raw.category));
  const timespan = parseTimespan(text('timespan', raw.timespan));
  return {
    // Regular hours when none are asked for, as the SDKs document the default.
    sessions: sessions ?? new Set<TradingSession>(['RTH']),
    symbols,
    category,
    timespan,
    count: parseIntegerParam('count', raw.count, {
      min: 1,
      max: timespan === 'M1' && generation === 'gen3' ? MAX_M1_BARS_GEN3 : MAX_BARS,
      fallback: 200,
    }),
    startMs: parseOptionalMs('start_time', raw.start_time),
    endMs: parseOptionalMs('end_time', raw.end_time),
  };
}

function barsFor(market: Market, instrument: SimInstrument, q: BarQuery, nowMs: number) {
  const bars = market.bars(instrument.symbol, q.timespan, {
    count: q.count,
    nowMs,
    ...(q.startMs === undefined ? {} : { startMs: q.startMs }),
    ...(q.endMs === undefined ? {} : { endMs: q.endMs }),
    sessions: q.sessions,
  });
  return bars.map(toWireBar);
}

/** Bar start as `2024-05-01T13:30:00.000+0000` (docs/protocol.md#market-data). */
function toWireBar(bar: SimBar) {
  return {
    time: new Date(bar.time).toISOString().replace('Z', '+0000'),
    open: bar.open,
    close: bar.close,
    high: bar.high,
    low: bar.low,
    volume: bar.volume,
  };
}

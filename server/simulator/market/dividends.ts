import { isUsTradingDay } from '@market/calendar';
import Decimal from 'decimal.js';
import { tickerBySymbol } from './catalogue/ticker-by-symbol';
import { uniform } from './hash';

/**
 * The simulated dividend policy of every instrument: a fixed quarterly cash dividend (or none)
 * and its quarterly schedule. It depends on the symbol alone (not on the price seed), so the
 * screeners' yield and the fundamentals' dividend calendar always agree.
 */
export interface DividendEvent {
  amount: string;
  /** Dates are `YYYY-MM-DD` (UTC calendar dates). */
  declare_date: string;
  ex_div_date: string;
  /** Equal to the ex date: with T+1 settlement the record date is the ex date. */
  record_date: string;
  pay_date: string;
}

// Independent hash streams of this model (the price model uses 1..17).
const STREAM_PAYS = 101;
const STREAM_YIELD = 102;
const STREAM_PHASE = 103;
const STREAM_DAY = 104;
const STREAM_DECLARE = 105;
const STREAM_PAY = 106;
const DAY_MS = 86_400_000;

/** Yield range at the reference price, by sector: income sectors pay more. */
function yieldRange(sector: string): readonly [low: number, high: number] {
  if (sector === 'Utilities' || sector === 'Real Estate') return [0.028, 0.055];
  if (sector === 'Energy' || sector === 'Consumer Staples') return [0.022, 0.045];
  if (sector === 'Financials' || sector === 'Materials' || sector === 'Health Care') return [0.012, 0.035];
  return [0.003, 0.022];
}

const INCOME_SECTORS = new Set(['Utilities', 'Real Estate', 'Energy', 'Consumer Staples']);

function paysDividend(key: number, sector: string, volatility: number, isEtf: boolean): boolean {
  if (sector.includes('Leveraged') || sector.includes('Volatility')) return false;
  if (isEtf || INCOME_SECTORS.has(sector)) return true;
  // Young, volatile growth names rarely pay; about a third of the rest do not either.
  if (volatility >= 0.5) return false;
  return uniform(key, STREAM_PAYS) < 0.7;
}

/** Cash paid per share each quarter (2 decimals), or null for a non-payer or an unknown symbol. */
export function quarterlyDividend(symbol: string): string | null {
  const ticker = tickerBySymbol(symbol);
  if (ticker === undefined) return null;
  const { instrument, key, refPrice, annualVolatility } = ticker;
  if (!paysDividend(key, instrument.sector, annualVolatility, instrument.sub_category === 'ETF')) return null;
  const [low, high] = instrument.sub_category === 'ETF' ? [0.005, 0.04] : yieldRange(instrument.sector);
  const targetYield = low + (high - low) * uniform(key, STREAM_YIELD);
  const quarter = new Decimal(refPrice).times(targetYield).div(4).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return Decimal.max(quarter, '0.01').toFixed(2);
}

/** Four quarters of the current policy (2 decimals), or null for a non-payer. */
export function annualDividend(symbol: string): string | null {
  const quarter = quarterlyDividend(symbol);
  return quarter === null ? null : new Decimal(quarter).times(4).toFixed(2);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Ex date of quarter `q` (0..3) of `year`: same month phase and day every quarter, moved to the next trading day. */
function exDateMs(key: number, year: number, q: number): number {
  const monthPhase = Math.floor(uniform(key, STREAM_PHASE) * 3);
  const day = 1 + Math.floor(uniform(key, STREAM_DAY) * 28);
  let ms = Date.UTC(year, monthPhase + 3 * q, day);
  while (!isUsTradingDay(Math.round(ms / DAY_MS))) ms += DAY_MS;
  return ms;
}

/** Every dividend whose ex date falls in [fromMs, toMs], oldest first. */
export function dividendEvents(symbol: string, fromMs: number, toMs: number): DividendEvent[] {
  const ticker = tickerBySymbol(symbol);
  const amount = quarterlyDividend(symbol);
  if (ticker === undefined || amount === null || toMs < fromMs) return [];
  const declareLead = 21 + Math.floor(uniform(ticker.key, STREAM_DECLARE) * 15);
  const payLag = 10 + Math.floor(uniform(ticker.key, STREAM_PAY) * 19);
  const events: DividendEvent[] = [];
  for (let year = new Date(fromMs).getUTCFullYear(); year <= new Date(toMs).getUTCFullYear(); year += 1) {
    for (let q = 0; q < 4; q += 1) {
      const ex = exDateMs(ticker.key, year, q);
      if (ex < fromMs || ex > toMs) continue;
      events.push({
        amount,
        declare_date: isoDate(ex - declareLead * DAY_MS),
        ex_div_date: isoDate(ex),
        record_date: isoDate(ex),
        pay_date: isoDate(ex + payLag * DAY_MS),
      });
    }
  }
  return events;
}

/** The first ex date on or after the UTC day of nowMs, or null for a non-payer. */
export function nextExDate(symbol: string, nowMs: number): string | null {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return dividendEvents(symbol, today, today + 366 * DAY_MS)[0]?.ex_div_date ?? null;
}

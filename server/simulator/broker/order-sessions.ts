import { dayOf, dayStartMs } from '@market/eastern-time';
import type { TradingSession } from '../market/types';
import type { OrderSession } from './order-model';

/** The market sessions an order of each `support_trading_session` works in (docs/protocol.md#order-rules). */
const WORKS_IN: Record<OrderSession, readonly TradingSession[]> = {
  CORE: ['RTH'],
  ALL: ['PRE', 'RTH', 'ATH'],
  NIGHT: ['OVN'],
};

/** A GTC order works this many days, as the provider documents for US stocks. */
export const GTC_LIFETIME_DAYS = 60;

const HALF_HOUR_MS = 30 * 60_000;
const DAY_MS = 86_400_000;
/** How far ahead to look for a session: past any weekend and holiday run. */
const SEARCH_LIMIT_MS = 10 * DAY_MS;

export type SessionOf = (ms: number) => TradingSession;

export function worksAt(session: OrderSession, sessionOf: SessionOf, ms: number): boolean {
  return WORKS_IN[session].includes(sessionOf(ms));
}

/** Every session change falls on a half hour (04:00, 09:30, 13:00, 16:00, 17:00, 20:00). */
function nextBoundary(ms: number): number {
  return Math.floor(ms / HALF_HOUR_MS) * HALF_HOUR_MS + HALF_HOUR_MS;
}

/** Start of the first span at or after `fromMs` where `test` holds, or null within the search limit. */
function firstWhere(fromMs: number, test: (ms: number) => boolean): number | null {
  if (test(fromMs)) return fromMs;
  for (let t = nextBoundary(fromMs); t <= fromMs + SEARCH_LIMIT_MS; t += HALF_HOUR_MS) if (test(t)) return t;
  return null;
}

/**
 * When an order stops working: a DAY order at the end of its first session window at or after
 * placement (a CORE order placed at 18:00 works tomorrow and ends at tomorrow's close), a GTC
 * order after {@link GTC_LIFETIME_DAYS}.
 */
export function expiryOf(session: OrderSession, tif: 'DAY' | 'GTC', sessionOf: SessionOf, placeMs: number): number {
  if (tif === 'GTC') return placeMs + GTC_LIFETIME_DAYS * DAY_MS;
  const works = (ms: number) => worksAt(session, sessionOf, ms);
  const start = firstWhere(placeMs, works);
  if (start === null) return placeMs + SEARCH_LIMIT_MS;
  return firstWhere(start, (ms) => !works(ms)) ?? start + SEARCH_LIMIT_MS;
}

/** Settlement of a cash account's sale: the next regular session on a later day (T+1). */
export function settlementOf(sessionOf: SessionOf, tradeMs: number): number {
  const tomorrow = dayStartMs(dayOf(tradeMs) + 1);
  return firstWhere(tomorrow, (ms) => sessionOf(ms) === 'RTH') ?? tomorrow;
}

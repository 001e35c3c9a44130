import type Decimal from 'decimal.js';
import type { InstrumentTrading } from '@contracts/instruments';
import type { UsCalendarSession } from '@contracts/us-market-calendar';
import { formatShares } from './position-rules';
import { initialTicketForm, type TicketForm, type TradingSession } from './ticket-form';
import type { TicketQuote } from './ticket-quote';

/**
 * The session a hotkey limit order asks for, so it can work now: regular hours, extended hours
 * before and after them, and overnight when the stock trades then.
 */
export function hotkeySession(
  now: UsCalendarSession | undefined,
  instrument: InstrumentTrading | undefined,
): TradingSession {
  if (now === 'pre' || now === 'post') return 'ALL';
  if (now === 'overnight') return instrument?.overnight === true ? 'NIGHT' : 'ALL';
  return 'CORE';
}

/** B and S: a limit at the ask (buy) or the bid (sell) for the hotkey quantity; a reason when there is no price. */
export function hotkeyLimitForm(
  action: 'buy' | 'sell',
  symbol: string,
  quantity: string,
  quote: TicketQuote,
  session: TradingSession,
): TicketForm | string {
  const price = action === 'buy' ? quote.ask : quote.bid;
  if (price === undefined) return `No ${action === 'buy' ? 'ask' : 'bid'} price for ${symbol}: nothing sent.`;
  return {
    ...initialTicketForm(symbol),
    side: action === 'buy' ? 'BUY' : 'SELL',
    orderType: 'LIMIT',
    quantity,
    limitPrice: price,
    session,
  };
}

/**
 * Shift+F: a market order closing the whole position of the symbol (a sale of a long, a buy of
 * a short). Market orders work in regular hours only, so outside them it waits for the open.
 */
export function flattenForm(symbol: string, position: Decimal | undefined): TicketForm | string {
  if (position === undefined) return `The ${symbol} position is not known yet: nothing sent.`;
  if (position.isZero()) return `No ${symbol} position to flatten.`;
  return {
    ...initialTicketForm(symbol),
    side: position.isNegative() ? 'BUY' : 'SELL',
    orderType: 'MARKET',
    quantity: formatShares(position.abs()),
  };
}

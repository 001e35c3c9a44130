import { sessionThatWorksNow } from '@market/order-session';
import type { InstrumentTrading } from '@contracts/instruments';
import type { UsCalendarSession } from '@market/calendar';
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
  // The same rule the BFF applies to a close (docs/trading.md#closing-a-position).
  return sessionThatWorksNow(now, instrument?.overnight);
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

import type Decimal from 'decimal.js';
import type { OrderSide } from '@contracts/orders';
import { parseDecimalInput } from './parse-decimal';

/** The market of the ticket's symbol as the checks read it: decimal text, each part optional. */
export type TicketQuote = { last?: string; bid?: string; ask?: string };

function readPrice(text: string | undefined): Decimal | undefined {
  const value = text === undefined ? undefined : parseDecimalInput(text);
  return value === undefined || value.isZero() ? undefined : value;
}

/** The last trade, or the middle of the book when nothing has traded. */
export function lastPrice(quote: TicketQuote): Decimal | undefined {
  const last = readPrice(quote.last);
  if (last !== undefined) return last;
  const bid = readPrice(quote.bid);
  const ask = readPrice(quote.ask);
  return bid !== undefined && ask !== undefined ? bid.plus(ask).dividedBy(2) : undefined;
}

/** What a market order of `side` would pay or get: the ask for a buy, the bid for a sale, else the last. */
export function marketPriceFor(side: OrderSide, quote: TicketQuote): Decimal | undefined {
  return readPrice(side === 'BUY' ? quote.ask : quote.bid) ?? lastPrice(quote);
}

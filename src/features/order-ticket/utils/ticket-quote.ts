import type Decimal from 'decimal.js';
import type { Snapshot } from '@contracts/market-data';
import type { OrderSide } from '@contracts/orders';
import type { LiveDepth, LiveQuote } from '@contracts/stream';
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

/** The snapshot's last, bid and ask, with the streamed quote and book laid over them when newer. */
export function pickTicketQuote(
  snapshot: Pick<Snapshot, 'price' | 'bid' | 'ask' | 'received_at'> | undefined,
  live: Pick<LiveQuote, 'price' | 'received_at'> | undefined,
  depth: Pick<LiveDepth, 'bids' | 'asks' | 'received_at'> | undefined,
): TicketQuote {
  const liveNewer = live !== undefined && (snapshot === undefined || live.received_at >= snapshot.received_at);
  const bookNewer = depth !== undefined && (snapshot === undefined || depth.received_at >= snapshot.received_at);
  return {
    last: liveNewer ? live.price : snapshot?.price,
    bid: bookNewer ? depth.bids[0]?.price : snapshot?.bid,
    ask: bookNewer ? depth.asks[0]?.price : snapshot?.ask,
  };
}

import Decimal from 'decimal.js';
import type { InstrumentTrading } from '@contracts/instruments';
import { formatPrice } from '@src/lib/format-decimal';
import { riskError, type Issue } from './issues';
import { parseDecimalInput } from './parse-decimal';
import type { ParsedOrder } from './read-form';
import { marketPriceFor, type TicketQuote } from './ticket-quote';

/** What the account brings to the checks; a part is undefined while it loads. */
export type AccountFacts = {
  isMargin: boolean | undefined;
  buyingPower: string | undefined;
  /** Shares of the ticket's symbol held, negative for a short; 0 when none. */
  position: Decimal | undefined;
};

export type Estimate = {
  /** The price the order is reckoned at: its limit, else its stop, else the market. */
  price?: Decimal;
  quantity?: Decimal;
  cost?: Decimal;
  /** Buying power the order takes (what it opens, times the margin requirement). */
  need?: Decimal;
  /** Buying power left once it is placed. */
  left?: Decimal;
};

const ZERO = new Decimal(0);
const ONE = new Decimal(1);

/** The order's price as the broker reckons buying power (docs/protocol.md#order-rules). */
export function referencePrice(order: ParsedOrder, quote: TicketQuote): Decimal | undefined {
  return order.limitPrice ?? order.stopPrice ?? marketPriceFor(order.side, quote);
}

/** Shares of the order that open or add to a position rather than close one. */
export function openingQuantity(order: ParsedOrder, quantity: Decimal, position: Decimal): Decimal {
  if (order.side === 'SHORT') return quantity;
  if (order.side === 'BUY') return position.isNegative() ? Decimal.max(ZERO, quantity.minus(position.abs())) : quantity;
  return Decimal.max(ZERO, quantity.minus(Decimal.max(ZERO, position)));
}

const money = (value: Decimal) => formatPrice(value.toFixed(2), 2);

function requirement(text: string | undefined): Decimal {
  const value = text === undefined ? undefined : parseDecimalInput(text);
  return value ?? ONE;
}

/**
 * Estimated cost and the buying power the order takes: a buy on margin needs its cost times
 * `margin_requirement_long` (the full cost without one, and always in a cash account); what a
 * sale opens short needs its value times `margin_requirement_short`. Shares that close a
 * position need nothing.
 */
export function estimateOrder(
  order: ParsedOrder,
  quote: TicketQuote,
  account: AccountFacts,
  instrument: InstrumentTrading | undefined,
): { estimate: Estimate; issues: Issue[] } {
  const price = referencePrice(order, quote);
  if (price === undefined) return { estimate: {}, issues: [] };
  const quantity = order.entrust === 'AMOUNT' ? order.cashAmount?.dividedBy(price) : order.quantity;
  if (quantity === undefined) return { estimate: { price }, issues: [] };
  const cost = order.entrust === 'AMOUNT' && order.cashAmount !== undefined ? order.cashAmount : price.times(quantity);
  // A sale's need depends on what is held; unknown until the positions load.
  if (account.position === undefined && order.side === 'SELL')
    return { estimate: { price, quantity, cost }, issues: [] };
  const opening = openingQuantity(order, quantity, account.position ?? ZERO);
  const ratio =
    order.side === 'BUY'
      ? account.isMargin === true
        ? requirement(instrument?.margin_requirement_long)
        : ONE
      : requirement(instrument?.margin_requirement_short);
  const need = opening.times(price).times(ratio);
  // buying_power is contract-checked decimal text (it may be negative after a loss).
  if (account.buyingPower === undefined) return { estimate: { price, quantity, cost, need }, issues: [] };
  const available = new Decimal(account.buyingPower);
  const left = available.minus(need);
  const field = order.entrust === 'AMOUNT' ? 'cash_amount' : 'quantity';
  const issues =
    need.greaterThan(ZERO) && left.isNegative()
      ? [riskError(field, `This needs $${money(need)} of buying power; $${money(available)} is available.`)]
      : [];
  return { estimate: { price, quantity, cost, need, left }, issues };
}

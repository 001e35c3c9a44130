import Decimal from 'decimal.js';
import type { InstrumentTrading } from '@contracts/instruments';
import { formatPrice } from '@src/lib/format-decimal';
import { warning, type Issue } from './issues';
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
  /** Buying power the order takes (what it opens, at its price). */
  need?: Decimal;
  /** Buying power left once it is placed. */
  left?: Decimal;
  /**
   * On a margin account, the equity the opened part ties up: its value times the instrument's
   * margin requirement (long for a buy, short for a sale that goes short).
   */
  margin?: Decimal;
};

const ZERO = new Decimal(0);

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

/**
 * Estimated cost and the buying power the order takes: what it opens (a buy, or the part of a
 * sale that goes short) at its price. The broker's buying power is already in dollars of stock
 * (a margin account's counts its leverage: docs/protocol.md#paper-broker), so the margin
 * requirement is not applied again. Shares that close a position need nothing. Going over is a
 * warning, not a block: the broker judges it with what the ticket cannot see (other working
 * orders, settlement), and refuses the order in words if it must. The instrument's margin ratios
 * say how much of the account's equity the position ties up, shown beside the cost.
 */
export function estimateOrder(
  order: ParsedOrder,
  quote: TicketQuote,
  account: AccountFacts,
  instrument?: InstrumentTrading,
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
  const need = opening.times(price);
  const margin = marginFor(order, need, account, instrument);
  // buying_power is contract-checked decimal text (it may be negative after a loss).
  if (account.buyingPower === undefined) return { estimate: { price, quantity, cost, need, margin }, issues: [] };
  const available = new Decimal(account.buyingPower);
  const left = available.minus(need);
  const field = order.entrust === 'AMOUNT' ? 'cash_amount' : 'quantity';
  const issues =
    need.greaterThan(ZERO) && left.isNegative()
      ? [
          warning(
            field,
            `This needs $${money(need)} of buying power; $${money(available)} is available. The broker will refuse it unless more is free when it works.`,
          ),
        ]
      : [];
  return { estimate: { price, quantity, cost, need, left, margin }, issues };
}

function marginFor(
  order: ParsedOrder,
  need: Decimal,
  account: AccountFacts,
  instrument: InstrumentTrading | undefined,
): Decimal | undefined {
  if (account.isMargin !== true || instrument === undefined) return undefined;
  const ratio = order.side === 'BUY' ? instrument.margin_requirement_long : instrument.margin_requirement_short;
  // Contract-checked decimal text when present; the broker may not state it.
  return ratio === undefined ? undefined : need.times(ratio);
}

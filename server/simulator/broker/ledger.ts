import Decimal from 'decimal.js';
import type { StoredAccount, StoredPosition } from '../state/schema';

/**
 * Account arithmetic of a fill (docs/protocol.md#paper-accounts). A position keeps its total cost
 * basis, so cash + cost of open positions = starting cash + realised P&L - fees holds exactly:
 * a sale realises its proceeds minus the share of the basis it removes, and that same share
 * leaves the basis. Precision is wide enough that no step rounds.
 */
const Exact = Decimal.clone({ precision: 60 });

export interface LedgerFill {
  symbol: string;
  /** +quantity for a buy, -quantity for a sell or short. */
  signedQuantity: Decimal;
  price: Decimal;
  fees: Decimal;
  /** Market time; a cash account's sale proceeds settle at `settlesAt`. */
  settlesAt: number | null;
}

const basisOf = (p: StoredPosition) => new Exact(p.cost_basis ?? new Exact(p.quantity).times(p.cost_price).toString());

export function applyFill(account: StoredAccount, fill: LedgerFill, newPositionId: () => string): void {
  const quantity = new Exact(fill.signedQuantity.toString());
  const price = new Exact(fill.price.toString());
  const fees = new Exact(fill.fees.toString());
  const value = quantity.times(price);
  account.cash = new Exact(account.cash).minus(value).minus(fees).toString();
  account.fees_paid = new Exact(account.fees_paid ?? '0').plus(fees).toString();
  if (fill.settlesAt !== null && value.lt(0)) {
    account.unsettled = [...(account.unsettled ?? []), { amount: value.neg().toString(), settles_at: fill.settlesAt }];
  }

  const index = account.positions.findIndex((p) => p.symbol === fill.symbol);
  const position = index === -1 ? undefined : account.positions[index];
  const held = position === undefined ? new Exact(0) : new Exact(position.quantity);
  const basis = position === undefined ? new Exact(0) : basisOf(position);
  let realized = new Exact(0);
  let nextQuantity = held.plus(quantity);
  let nextBasis: Decimal;
  if (held.isZero() || held.isNegative() === quantity.isNegative()) {
    nextBasis = basis.plus(value);
  } else {
    // Closing (part of) the position: the closed shares take their share of the basis with them.
    const closed = Decimal.min(held.abs(), quantity.abs());
    const basisClosed = basis.times(closed).div(held.abs());
    const closedValue = price.times(closed).times(held.isNegative() ? -1 : 1);
    realized = closedValue.minus(basisClosed);
    const remainder = basis.minus(basisClosed);
    // What is left of the fill after the position is closed opens the other way (a flip).
    const opened = quantity
      .abs()
      .minus(closed)
      .times(quantity.isNegative() ? -1 : 1);
    nextBasis = remainder.plus(opened.times(price));
    nextQuantity = held.plus(quantity);
  }
  account.realized_profit_loss = new Exact(account.realized_profit_loss ?? '0').plus(realized).toString();

  if (nextQuantity.isZero()) {
    if (index !== -1) account.positions.splice(index, 1);
    return;
  }
  const updated: StoredPosition = {
    position_id: position?.position_id ?? newPositionId(),
    symbol: fill.symbol,
    quantity: nextQuantity.toString(),
    cost_price: nextBasis.div(nextQuantity).toDecimalPlaces(4).toString(),
    cost_basis: nextBasis.toString(),
  };
  if (index === -1) account.positions.push(updated);
  else account.positions[index] = updated;
}

/** Settles every unsettled amount due by `nowMs`; returns the settled cash. */
export function settledCash(account: StoredAccount, nowMs: number): Decimal {
  const due = (account.unsettled ?? []).filter((u) => u.settles_at > nowMs);
  if (due.length !== (account.unsettled ?? []).length) account.unsettled = due;
  return due.reduce((cash, u) => cash.minus(u.amount), new Decimal(account.cash));
}

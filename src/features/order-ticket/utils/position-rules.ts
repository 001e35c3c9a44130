import Decimal from 'decimal.js';
import type { InstrumentTrading } from '@contracts/instruments';
import type { AccountFacts } from './estimate-order';
import { riskError, warning, type Issue } from './issues';
import type { ParsedOrder } from './read-form';

const ZERO = new Decimal(0);

/** Shares as people write them: `10`, `0.5`, an estimate to 5 decimals. */
export function formatShares(value: Decimal): string {
  return value.toDecimalPlaces(5).toFixed();
}

/**
 * An order that only makes a position smaller: a sale of at most the shares held, or a buy
 * of at most the shares short. Checks never block these (a trader must always be able to get out).
 */
export function isRiskReducing(
  order: Pick<ParsedOrder, 'side'>,
  quantity: Decimal | undefined,
  position: Decimal | undefined,
): boolean {
  if (quantity === undefined || position === undefined || quantity.isZero()) return false;
  if (order.side === 'SELL') return position.greaterThan(ZERO) && quantity.lessThanOrEqualTo(position);
  if (order.side === 'BUY') return position.isNegative() && quantity.lessThanOrEqualTo(position.abs());
  return false;
}

function shortIssues(order: ParsedOrder, account: AccountFacts, instrument: InstrumentTrading | undefined): Issue[] {
  if (order.side !== 'SHORT') return [];
  if (account.isMargin === false) return [riskError('side', 'A cash account cannot sell short.')];
  if (instrument !== undefined && !instrument.shortable)
    return [riskError('side', `${order.symbol} cannot be sold short now.`)];
  return [];
}

/** A sale beyond the shares held opens a short: allowed on margin for a shortable stock only. */
function oversellIssues(
  order: ParsedOrder,
  quantity: Decimal,
  account: AccountFacts,
  instrument: InstrumentTrading | undefined,
): Issue[] {
  if (account.position === undefined) return [];
  const held = Decimal.max(ZERO, account.position);
  if (quantity.lessThanOrEqualTo(held)) return [];
  const field = order.entrust === 'AMOUNT' ? 'cash_amount' : 'quantity';
  const holding = held.isZero() ? `You hold no ${order.symbol}` : `You hold ${formatShares(held)} ${order.symbol}`;
  if (account.isMargin === false)
    return [riskError(field, `${holding}; a cash account cannot sell more than it holds.`)];
  if (instrument !== undefined && !instrument.shortable)
    return [riskError(field, `${holding}; ${order.symbol} cannot be sold short, so sell at most what you hold.`)];
  return [warning(field, `${holding}: this sale opens a short of ${formatShares(quantity.minus(held))} shares.`)];
}

function overcoverIssues(order: ParsedOrder, quantity: Decimal, account: AccountFacts): Issue[] {
  const position = account.position;
  if (position === undefined || !position.isNegative() || quantity.lessThanOrEqualTo(position.abs())) return [];
  const field = order.entrust === 'AMOUNT' ? 'cash_amount' : 'quantity';
  return [
    warning(
      field,
      `This covers your short of ${formatShares(position.abs())} and buys ${formatShares(quantity.minus(position.abs()))} more.`,
    ),
  ];
}

/** Short availability, tradability, and what a sale or buy does to the position held. */
export function positionIssues(
  order: ParsedOrder,
  quantity: Decimal | undefined,
  account: AccountFacts,
  instrument: InstrumentTrading | undefined,
): Issue[] {
  const issues: Issue[] = [];
  if (instrument !== undefined && !instrument.tradable)
    issues.push(riskError('symbol', `${order.symbol} cannot be traded now.`));
  issues.push(...shortIssues(order, account, instrument));
  if (quantity === undefined) return issues;
  if (order.side === 'SELL') issues.push(...oversellIssues(order, quantity, account, instrument));
  if (order.side === 'BUY') issues.push(...overcoverIssues(order, quantity, account));
  return issues;
}

/** Shares of `symbol` the account holds (negative when short), 0 when it holds none. */
export function heldQuantity(positions: readonly { symbol: string; quantity: string }[], symbol: string): Decimal {
  return positions
    .filter((position) => position.symbol === symbol)
    .reduce((sum, position) => sum.plus(position.quantity), new Decimal(0));
}

import Decimal from 'decimal.js';
import type { InstrumentTrading } from '@contracts/instruments';
import { isOnTick } from '@src/lib/price-tick';
import { formError, type Issue, type TicketField } from './issues';
import type { ParsedOrder } from './read-form';

// The broker's rules on a well-formed order, which it answers with a refusal: docs/protocol.md#order-rules
const MAX_SHARES = new Decimal(200_000);
const MAX_SHARE_DECIMALS = 5;
const ONE = new Decimal(1);

function tickIssue(field: TicketField, price: Decimal | undefined): Issue[] {
  if (price === undefined || isOnTick(price)) return [];
  return [
    formError(
      field,
      price.greaterThanOrEqualTo(ONE)
        ? 'Prices at or above $1 go in steps of $0.01.'
        : 'Prices below $1 go in steps of $0.0001.',
    ),
  ];
}

function quantityIssues(order: ParsedOrder, instrument: InstrumentTrading | undefined): Issue[] {
  const { quantity } = order;
  if (quantity === undefined) return [];
  const issues: Issue[] = [];
  if (quantity.greaterThan(MAX_SHARES)) issues.push(formError('quantity', 'At most 200,000 shares per order.'));
  if (quantity.isInteger()) return issues;
  if (quantity.decimalPlaces() > MAX_SHARE_DECIMALS)
    issues.push(formError('quantity', 'A fraction of a share has at most 5 decimals.'));
  if (instrument !== undefined && !instrument.fractionable)
    issues.push(formError('quantity', `${order.symbol} trades in whole shares only.`));
  else if (order.orderType !== 'MARKET' && order.orderType !== 'LIMIT')
    issues.push(formError('quantity', 'Fractions of a share need a market or limit order.'));
  return issues;
}

function amountIssues(order: ParsedOrder, instrument: InstrumentTrading | undefined): Issue[] {
  if (order.entrust !== 'AMOUNT') return [];
  const issues: Issue[] = [];
  if (order.cashAmount !== undefined && order.cashAmount.decimalPlaces() > 2)
    issues.push(formError('cash_amount', 'An amount is in dollars and cents.'));
  if (instrument !== undefined && !instrument.fractionable)
    issues.push(formError('cash_amount', `${order.symbol} cannot be traded by amount: order whole shares.`));
  if (order.orderType !== 'MARKET') issues.push(formError('order_type', 'An order by amount must be a market order.'));
  if (order.timeInForce !== 'DAY') issues.push(formError('time_in_force', 'An order by amount is a DAY order.'));
  if (order.session !== 'CORE') issues.push(formError('session', 'An order by amount trades in regular hours only.'));
  return issues;
}

function sessionIssues(order: ParsedOrder, instrument: InstrumentTrading | undefined): Issue[] {
  if (order.session === 'CORE') return [];
  const issues: Issue[] = [];
  // Market orders work in the regular session only.
  if (order.orderType !== 'LIMIT')
    issues.push(formError('session', 'Extended-hours and overnight orders must be limit orders.'));
  if (order.session === 'NIGHT') {
    if (order.timeInForce !== 'DAY') issues.push(formError('time_in_force', 'Overnight orders are DAY orders.'));
    if (instrument !== undefined && !instrument.overnight)
      issues.push(formError('session', `${order.symbol} does not trade overnight.`));
  }
  return issues;
}

function bracketIssues(order: ParsedOrder, bracket: boolean): Issue[] {
  if (!bracket) return [];
  const issues: Issue[] = [];
  if (order.orderType !== 'MARKET' && order.orderType !== 'LIMIT')
    issues.push(formError('order_type', 'A bracket starts with a market or limit order.'));
  if (order.entrust === 'AMOUNT') issues.push(formError('entrust_type', 'A bracket needs a quantity of shares.'));
  return issues;
}

/** What the broker would refuse in an order that is otherwise complete. */
export function brokerRuleIssues(
  order: ParsedOrder,
  bracket: boolean,
  instrument: InstrumentTrading | undefined,
): Issue[] {
  return [
    ...quantityIssues(order, instrument),
    ...amountIssues(order, instrument),
    ...sessionIssues(order, instrument),
    ...bracketIssues(order, bracket),
    ...tickIssue('limit_price', order.limitPrice),
    ...tickIssue('stop_price', order.stopPrice),
    ...tickIssue('take_profit_price', order.takeProfit),
    ...tickIssue('stop_loss_price', order.stopLoss),
  ];
}

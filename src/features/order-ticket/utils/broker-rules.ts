import type { InstrumentTrading } from '@contracts/instruments';
import { cashAmountGridIssues, priceGridIssue, quantityGridIssues } from '@market/order-grid';
import { formError, type Issue, type TicketField } from './issues';
import { decimalText } from './parse-decimal';
import type { ParsedOrder } from './read-form';

// The broker's rules on a well-formed order, which it answers with a refusal: docs/protocol.md#order-rules.
// The grid (prices, share counts, amounts) is the contracts' own, so the BFF refuses an order off
// it in these same words (docs/trading.md#the-grid-checked-twice).

function tickIssue(field: TicketField, price: ParsedOrder['limitPrice']): Issue[] {
  const message = price === undefined ? undefined : priceGridIssue(decimalText(price));
  return message === undefined ? [] : [formError(field, message)];
}

/** The instrument as the grid reads it, named as the trader typed it. */
const gridInstrument = (order: ParsedOrder, instrument: InstrumentTrading | undefined) =>
  instrument === undefined ? undefined : { symbol: order.symbol, fractionable: instrument.fractionable };

function quantityIssues(order: ParsedOrder, instrument: InstrumentTrading | undefined): Issue[] {
  if (order.quantity === undefined) return [];
  const facts = { instrument: gridInstrument(order, instrument), orderType: order.orderType };
  return quantityGridIssues(decimalText(order.quantity), facts).map((message) => formError('quantity', message));
}

function amountIssues(order: ParsedOrder, instrument: InstrumentTrading | undefined): Issue[] {
  if (order.entrust !== 'AMOUNT') return [];
  const amount = order.cashAmount === undefined ? undefined : decimalText(order.cashAmount);
  const issues = cashAmountGridIssues(amount, gridInstrument(order, instrument)).map((message) =>
    formError('cash_amount', message),
  );
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

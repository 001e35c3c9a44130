import Decimal from 'decimal.js';
import { symbolSchema } from '@contracts/common';
import type { OrderSide, OrderType } from '@contracts/orders';
import { formError, type Issue, type TicketField } from './issues';
import { parseDecimalInput } from './parse-decimal';
import {
  usesLimitPrice,
  usesStopPrice,
  type EntrustType,
  type TicketForm,
  type TimeInForce,
  type TradingSession,
  type TrailingType,
} from './ticket-form';

/** The ticket read into numbers; a field is absent when it does not apply or is not a number. */
export type ParsedOrder = {
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  entrust: EntrustType;
  quantity?: Decimal;
  cashAmount?: Decimal;
  limitPrice?: Decimal;
  stopPrice?: Decimal;
  trailingType: TrailingType;
  /** Dollars for AMOUNT; a fraction for PERCENTAGE (`0.02` = 2 %), as the order carries it. */
  trailingStep?: Decimal;
  timeInForce: TimeInForce;
  session: TradingSession;
  takeProfit?: Decimal;
  stopLoss?: Decimal;
};

const HUNDRED = new Decimal(100);

/** A required number above zero; an issue on `field` when it is missing or not one. */
function readPositive(text: string, field: TicketField, name: string, issues: Issue[]): Decimal | undefined {
  if (text.trim() === '') {
    issues.push(formError(field, `Enter ${name}.`));
    return undefined;
  }
  const value = parseDecimalInput(text);
  if (value === undefined || value.isZero()) {
    issues.push(formError(field, `Enter ${name} above 0 (digits and a point only).`));
    return undefined;
  }
  return value;
}

/** An optional number above zero (the bracket's prices). */
function readOptional(text: string, field: TicketField, name: string, issues: Issue[]): Decimal | undefined {
  return text.trim() === '' ? undefined : readPositive(text, field, name, issues);
}

/**
 * Reads the ticket into numbers and reports what makes it malformed: missing or unreadable
 * values, and combinations the form itself cannot send. The broker's further rules on a
 * well-formed order are in `broker-rules.ts`.
 */
export function readForm(form: TicketForm): { order: ParsedOrder; issues: Issue[] } {
  const issues: Issue[] = [];
  const symbol = form.symbol.trim().toUpperCase();
  if (symbol === '') issues.push(formError('symbol', 'Enter a symbol.'));
  else if (!symbolSchema.safeParse(symbol).success)
    issues.push(formError('symbol', `${symbol} is not a ticker symbol.`));

  const order: ParsedOrder = {
    symbol,
    side: form.side,
    orderType: form.orderType,
    entrust: form.entrust,
    trailingType: form.trailingType,
    timeInForce: form.timeInForce,
    session: form.session,
  };
  if (form.entrust === 'QTY') order.quantity = readPositive(form.quantity, 'quantity', 'a quantity', issues);
  else order.cashAmount = readPositive(form.cashAmount, 'cash_amount', 'an amount', issues);
  if (usesLimitPrice(form.orderType))
    order.limitPrice = readPositive(form.limitPrice, 'limit_price', 'a limit price', issues);
  if (usesStopPrice(form.orderType))
    order.stopPrice = readPositive(form.stopPrice, 'stop_price', 'a stop price', issues);
  if (form.orderType === 'TRAILING_STOP_LOSS') {
    const step = readPositive(form.trailingStep, 'trailing_stop_step', 'a trailing step', issues);
    if (step !== undefined && form.trailingType === 'PERCENTAGE') {
      if (step.greaterThanOrEqualTo(HUNDRED))
        issues.push(formError('trailing_stop_step', 'A trailing percentage must be below 100 %.'));
      else order.trailingStep = step.dividedBy(HUNDRED);
    } else order.trailingStep = step;
  }
  if (form.bracket) {
    order.takeProfit = readOptional(form.takeProfit, 'take_profit_price', 'a take profit price', issues);
    order.stopLoss = readOptional(form.stopLoss, 'stop_loss_price', 'a stop loss price', issues);
    if (form.takeProfit.trim() === '' && form.stopLoss.trim() === '')
      issues.push(formError('take_profit_price', 'Enter a take profit price, a stop loss price or both.'));
  }
  return { order, issues };
}

import Decimal from 'decimal.js';
import { formatPrice } from '@src/lib/format-decimal';
import { riskError, warning, type Issue, type TicketField } from './issues';
import type { ParsedOrder } from './read-form';
import { lastPrice, type TicketQuote } from './ticket-quote';

/** A limit or stop this far from the last price is more likely a slip of the finger than a plan. */
export const FAT_FINGER_RATIO = new Decimal('0.05');

function farFromLast(field: TicketField, price: Decimal | undefined, last: Decimal): Issue[] {
  if (price === undefined) return [];
  const distance = price.minus(last).dividedBy(last);
  if (distance.abs().lessThanOrEqualTo(FAT_FINGER_RATIO)) return [];
  const percent = distance.abs().times(100).toFixed(1);
  return [
    warning(
      field,
      `${formatPrice(price.toFixed())} is ${percent} % ${distance.isNegative() ? 'below' : 'above'} the last price (${formatPrice(last.toFixed())}).`,
    ),
  ];
}

/** A warning when the limit or the stop is more than 5 % away from the last price. */
export function fatFingerIssues(order: ParsedOrder, quote: TicketQuote): Issue[] {
  const last = lastPrice(quote);
  if (last === undefined) return [];
  return [...farFromLast('limit_price', order.limitPrice, last), ...farFromLast('stop_price', order.stopPrice, last)];
}

/**
 * A bracket's take profit must lie beyond the entry in the trade's favour and its stop loss
 * against it; otherwise it would close the trade the moment it opens.
 */
export function bracketPriceIssues(order: ParsedOrder, entry: Decimal | undefined): Issue[] {
  if (entry === undefined) return [];
  const long = order.side === 'BUY';
  const shown = formatPrice(entry.toFixed());
  const issues: Issue[] = [];
  const { takeProfit, stopLoss } = order;
  if (takeProfit !== undefined && (long ? takeProfit.lessThanOrEqualTo(entry) : takeProfit.greaterThanOrEqualTo(entry)))
    issues.push(
      riskError('take_profit_price', `The take profit must be ${long ? 'above' : 'below'} the entry price (${shown}).`),
    );
  if (stopLoss !== undefined && (long ? stopLoss.greaterThanOrEqualTo(entry) : stopLoss.lessThanOrEqualTo(entry)))
    issues.push(
      riskError('stop_loss_price', `The stop loss must be ${long ? 'below' : 'above'} the entry price (${shown}).`),
    );
  return issues;
}

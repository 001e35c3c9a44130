import type Decimal from 'decimal.js';
import { orderDraftSchema, type OrderDraft } from '@contracts/orders';
import { decimalText } from './parse-decimal';
import type { ParsedOrder } from './read-form';

const text = (value: Decimal | undefined) => (value === undefined ? undefined : decimalText(value));

/**
 * The draft the BFF takes, checked with its contract; undefined when the ticket cannot make one
 * (the checks have already said why).
 */
export function toOrderDraft(
  order: ParsedOrder,
  bracket: boolean,
  accountId: string,
  clientOrderId: string,
): OrderDraft | undefined {
  const draft = {
    account_id: accountId,
    client_order_id: clientOrderId,
    symbol: order.symbol,
    side: order.side,
    order_type: order.orderType,
    time_in_force: order.timeInForce,
    session: order.session,
    entrust_type: order.entrust,
    quantity: order.entrust === 'QTY' ? text(order.quantity) : undefined,
    cash_amount: order.entrust === 'AMOUNT' ? text(order.cashAmount) : undefined,
    limit_price: text(order.limitPrice),
    stop_price: text(order.stopPrice),
    trailing_type: order.orderType === 'TRAILING_STOP_LOSS' ? order.trailingType : undefined,
    trailing_stop_step: order.orderType === 'TRAILING_STOP_LOSS' ? text(order.trailingStep) : undefined,
    bracket: bracket ? { take_profit_price: text(order.takeProfit), stop_loss_price: text(order.stopLoss) } : undefined,
  };
  const parsed = orderDraftSchema.safeParse(draft);
  return parsed.success ? parsed.data : undefined;
}

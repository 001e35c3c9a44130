import type { OrderDraft, OrderStatus, TradingOrder } from '@contracts/orders';
import { BRACKET_SUFFIX } from './order-body';

/** The orders a draft becomes (one, or a bracket's three), as the BFF knows them before the broker answers. */
export function draftOrders(draft: OrderDraft, status: OrderStatus, now: number): TradingOrder[] {
  const base = {
    account_id: draft.account_id,
    symbol: draft.symbol,
    time_in_force: draft.time_in_force,
    filled_quantity: '0',
    status,
    updated_at: now,
    placed_at: now,
  };
  const main: TradingOrder = {
    ...base,
    client_order_id: draft.client_order_id,
    role: draft.bracket === undefined ? 'NORMAL' : 'MASTER',
    side: draft.side,
    order_type: draft.order_type,
    session: draft.session,
    ...pick(draft),
  };
  if (draft.bracket === undefined) return [main];
  const comboId = `${draft.client_order_id}${BRACKET_SUFFIX.combo}`;
  const closing = draft.side === 'BUY' ? 'SELL' : 'BUY';
  const children: TradingOrder[] = [];
  const quantity = draft.quantity === undefined ? {} : { quantity: draft.quantity };
  if (draft.bracket.take_profit_price !== undefined)
    children.push({
      ...base,
      ...quantity,
      client_order_id: `${draft.client_order_id}${BRACKET_SUFFIX.STOP_PROFIT}`,
      combo_id: comboId,
      role: 'STOP_PROFIT',
      side: closing,
      order_type: 'LIMIT',
      session: 'CORE',
      limit_price: draft.bracket.take_profit_price,
    });
  if (draft.bracket.stop_loss_price !== undefined)
    children.push({
      ...base,
      ...quantity,
      client_order_id: `${draft.client_order_id}${BRACKET_SUFFIX.STOP_LOSS}`,
      combo_id: comboId,
      role: 'STOP_LOSS',
      side: closing,
      order_type: 'STOP_LOSS',
      session: 'CORE',
      stop_price: draft.bracket.stop_loss_price,
    });
  return [{ ...main, combo_id: comboId }, ...children];
}

function pick(draft: OrderDraft): Partial<TradingOrder> {
  const out: Partial<TradingOrder> = {};
  if (draft.quantity !== undefined) out.quantity = draft.quantity;
  if (draft.cash_amount !== undefined) out.cash_amount = draft.cash_amount;
  if (draft.limit_price !== undefined) out.limit_price = draft.limit_price;
  if (draft.stop_price !== undefined) out.stop_price = draft.stop_price;
  if (draft.trailing_type !== undefined) out.trailing_type = draft.trailing_type;
  if (draft.trailing_stop_step !== undefined) out.trailing_stop_step = draft.trailing_stop_step;
  return out;
}

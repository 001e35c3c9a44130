import Decimal from 'decimal.js';
import { trailingStopAt } from './order-triggers';
import type { StoredExecution, StoredOrder } from './stored-records';

/** One order as the order endpoints return it (docs/protocol.md#orders): no `*_time_at` fields. */
export function orderView(order: StoredOrder, withCosts: boolean) {
  return {
    client_order_id: order.client_order_id,
    order_id: order.order_id,
    combo_order_id: order.combo_order_id,
    combo_type: order.combo_type,
    symbol: order.symbol,
    instrument_id: order.instrument_id,
    instrument_type: 'EQUITY',
    category: order.category,
    market: 'US',
    side: order.side,
    status: order.status,
    order_type: order.order_type,
    support_trading_session: order.support_trading_session,
    entrust_type: order.entrust_type,
    time_in_force: order.time_in_force,
    total_quantity: order.quantity,
    filled_quantity: order.filled_quantity,
    remain_quantity: remainingText(order),
    filled_price: order.filled_price,
    ...(order.total_cash_amount === undefined ? {} : { total_cash_amount: order.total_cash_amount }),
    ...(order.limit_price === undefined ? {} : { limit_price: order.limit_price }),
    ...stopPriceView(order),
    ...(order.trailing_type === undefined
      ? {}
      : { trailing_type: order.trailing_type, trailing_stop_step: order.trailing_stop_step }),
    place_time: String(order.place_time),
    ...(order.filled_time === null ? {} : { filled_time: String(order.filled_time) }),
    ...(withCosts
      ? {
          commission: order.commission,
          fees: order.fees.map((f) => ({ type: f.type, actual_value: f.amount, receivable_value: f.amount })),
          ...(order.reason === undefined ? {} : { message: order.reason }),
        }
      : {}),
  };
}

/**
 * `stop_price` as the record carries it: the order's own stop, or for a trailing stop that has
 * a water mark, the trigger it works with now (docs/protocol.md#trailing-stops-in-the-order-record).
 */
function stopPriceView(order: StoredOrder): { stop_price?: string } {
  if (order.order_type === 'TRAILING_STOP_LOSS') {
    if (order.water_mark === undefined) return {};
    const mark = new Decimal(order.water_mark);
    return { stop_price: trailingStopAt(order, mark).toFixed(mark.gte(1) ? 2 : 4) };
  }
  return order.stop_price === undefined ? {} : { stop_price: order.stop_price };
}

function remainingText(order: StoredOrder): string {
  if (order.status === 'CANCELLED' || order.status === 'FAILED') return '0';
  return Decimal.max(0, new Decimal(order.quantity).minus(order.filled_quantity)).toString();
}

/**
 * Orders grouped as the provider returns them: a NORMAL order alone, a combo's orders together
 * (`combo_type` of the group: the shape, with a take-profit / stop-loss bracket shown as OTOCO).
 */
export function groupView(orders: readonly StoredOrder[], withCosts: boolean) {
  const first = orders[0];
  if (first === undefined) throw new Error('an order group is never empty');
  return {
    client_order_id: first.client_order_id,
    client_combo_order_id: first.client_combo_order_id,
    combo_type: groupComboType(orders),
    orders: orders.map((o) => orderView(o, withCosts)),
  };
}

function groupComboType(orders: readonly StoredOrder[]): string {
  const types = new Set(orders.map((o) => o.combo_type));
  if (types.has('NORMAL')) return 'NORMAL';
  if (types.has('OTO')) return 'OTO';
  if (types.has('OCO')) return 'OCO';
  return 'OTOCO';
}

export function executionView(execution: StoredExecution, order: StoredOrder | undefined) {
  return {
    execution_id: execution.execution_id,
    order_id: execution.order_id,
    client_order_id: execution.client_order_id,
    symbol: execution.symbol,
    execution_time: String(execution.execution_time),
    status: execution.leaves_quantity === '0' ? 'FILLED' : 'PARTIAL_FILLED',
    side: execution.side,
    order_type: execution.order_type,
    total_quantity: order?.quantity ?? execution.total_filled_quantity,
    limit_price: order?.limit_price ?? '',
    filled_quantity: execution.quantity,
    filled_price: execution.price,
    leaves_qty: execution.leaves_quantity,
    total_filled_qty: execution.total_filled_quantity,
    execution_type: 'TRADE',
  };
}

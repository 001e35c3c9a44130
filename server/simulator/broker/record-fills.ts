import Decimal from 'decimal.js';
import { isFinal, type BrokerCore } from './broker-core';
import { cancelOrder } from './cancel-order';
import { COMMISSION, feesFor } from './fees';
import { applyFill } from './ledger';
import type { Fill } from './liquidity';
import { settlementOf } from './order-sessions';
import type { StoredOrder } from './stored-records';

/** A price as the provider writes one: at least cents, at most four decimals (an average may need them). */
export function priceText(price: Decimal): string {
  const rounded = price.toDecimalPlaces(4);
  return rounded.decimalPlaces() <= 2 ? rounded.toFixed(2) : rounded.toString();
}

const remainingOf = (order: StoredOrder) => new Decimal(order.quantity).minus(order.filled_quantity);

/**
 * Books fills of one order at market time `timeMs`: each fill is an execution, moves the
 * account (cash, position, fees) and sends an order event (`FILLED` for a partial, `FINAL_FILLED`
 * for the last). A fill never exceeds what is left of the order. Then the combo rules:
 * the first fill of an order in a one-cancels-other set cancels the others, and a master that
 * has filled completely activates its children (docs/protocol.md#combos).
 */
export function recordFills(core: BrokerCore, order: StoredOrder, fills: readonly Fill[], timeMs: number): void {
  const account = core.account(order.account_id);
  const isSell = order.side !== 'BUY';
  const cashAccount = account.account_type === 'CASH';
  for (const fill of fills) {
    const quantity = Decimal.min(fill.quantity, remainingOf(order));
    if (quantity.lte(0)) break;
    const fees = feesFor(isSell, quantity, fill.price);
    const feeTotal = fees.reduce((sum, f) => sum.plus(f.amount), COMMISSION);
    applyFill(
      account,
      {
        symbol: order.symbol,
        signedQuantity: isSell ? quantity.neg() : quantity,
        price: fill.price,
        fees: feeTotal,
        settlesAt: cashAccount && isSell ? settlementOf(core.sessionOf, timeMs) : null,
      },
      () => core.nextId('SIMPOS'),
    );
    const before = new Decimal(order.filled_quantity);
    const filled = before.plus(quantity);
    order.filled_price = priceText(
      new Decimal(order.filled_price).times(before).plus(fill.price.times(quantity)).div(filled),
    );
    order.filled_quantity = filled.toString();
    order.filled_time = timeMs;
    order.commission = new Decimal(order.commission).plus(COMMISSION).toFixed(2);
    for (const fee of fees) addFee(order, fee.type, fee.amount);
    core.records().executions.push({
      execution_id: core.nextId('SIMEXE'),
      account_id: order.account_id,
      order_id: order.order_id,
      client_order_id: order.client_order_id,
      symbol: order.symbol,
      side: order.side,
      order_type: order.order_type,
      execution_time: timeMs,
      quantity: quantity.toString(),
      price: priceText(fill.price),
      leaves_quantity: remainingOf(order).toString(),
      total_filled_quantity: order.filled_quantity,
    });
    const done = remainingOf(order).lte(0);
    order.status = done ? 'FILLED' : 'PARTIAL_FILLED';
    core.emit(order, done ? 'FINAL_FILLED' : 'FILLED');
    if (done) core.retire(order);
    applyComboRules(core, order);
  }
}

function addFee(order: StoredOrder, type: string, amount: Decimal): void {
  const line = order.fees.find((f) => f.type === type);
  if (line === undefined) order.fees.push({ type, amount: amount.toFixed(2) });
  else line.amount = amount.plus(line.amount).toFixed(2);
}

/** Orders of a combo whose first fill cancels the rest of their set. */
const ONE_CANCELS_OTHER = new Set(['STOP_PROFIT', 'STOP_LOSS', 'OCO', 'OTOCO']);

function applyComboRules(core: BrokerCore, order: StoredOrder): void {
  if (order.combo_type === 'NORMAL') return;
  const siblings = core
    .records()
    .orders.filter(
      (o) => o.account_id === order.account_id && o.combo_order_id === order.combo_order_id && o !== order,
    );
  if (ONE_CANCELS_OTHER.has(order.combo_type)) {
    for (const other of siblings) {
      if (ONE_CANCELS_OTHER.has(other.combo_type) && !isFinal(other))
        cancelOrder(core, other, 'cancelled by the fill of its one-cancels-other sibling');
    }
  }
  if (order.combo_type === 'MASTER' && order.status === 'FILLED') {
    for (const child of siblings) {
      if (child.active || isFinal(child)) continue;
      child.active = true;
      child.status = 'SUBMITTED';
      core.emit(child, 'MODIFY_SUCCESS');
    }
  }
}

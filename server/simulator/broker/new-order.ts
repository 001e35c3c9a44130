import Decimal from 'decimal.js';
import type { SimInstrument } from '../market/types';
import type { BrokerCore } from './broker-core';
import type { OrderSpec } from './order-model';
import { expiryOf } from './order-sessions';
import type { StoredOrder } from './stored-records';

/** The record of a validated order, SUBMITTED (PENDING while a combo child waits for its master). */
export function newOrder(
  core: BrokerCore,
  accountId: string,
  spec: OrderSpec,
  instrument: SimInstrument,
  combo: { clientComboOrderId: string; comboOrderId: string; active: boolean },
  nowMs: number,
): StoredOrder {
  return {
    ...spec,
    account_id: accountId,
    order_id: core.nextId('SIMORD'),
    client_combo_order_id: combo.clientComboOrderId,
    combo_order_id: combo.comboOrderId,
    instrument_id: instrument.instrument_id,
    category: instrument.category,
    status: combo.active ? 'SUBMITTED' : 'PENDING',
    filled_quantity: '0',
    filled_price: '0',
    place_time: nowMs,
    filled_time: null,
    expire_at: expiryOf(spec.support_trading_session, spec.time_in_force, core.sessionOf, nowMs),
    active: combo.active,
    triggered: spec.order_type === 'MARKET' || spec.order_type === 'LIMIT',
    commission: '0.00',
    fees: [],
  };
}

/**
 * An AMOUNT order's shares: the cash amount at the current ask, down to the fractional step.
 * Zero when the amount buys less than one step.
 */
export function sharesForAmount(
  core: BrokerCore,
  symbol: string,
  amount: string,
  nowMs: number,
  decimals: number,
): string {
  const ask = new Decimal(core.market.snapshot(symbol, nowMs).ask);
  return new Decimal(amount).div(ask).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toString();
}

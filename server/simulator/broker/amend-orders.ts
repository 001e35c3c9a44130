import Decimal from 'decimal.js';
import { illegalParameter } from '../http/api-error';
import { cannotWork } from './affordability';
import { catchUp } from './advance';
import { isFinal, type BrokerCore } from './broker-core';
import { cancelOrder } from './cancel-order';
import { cancelForeign, findForeign } from './foreign-orders';
import { checkTickSize, decimalPlaces, readEnum, readPositiveDecimal, readText, refuse } from './order-fields';
import { TIMES_IN_FORCE, TRAILING_TYPES } from './order-model';
import { expiryOf } from './order-sessions';
import { requireObject } from './place-orders';
import type { StoredOrder } from './stored-records';
import { FRACTION_DECIMALS, readClientOrderId } from './validate-order';
import { workOrder } from './work-order';

function findOrder(core: BrokerCore, accountId: string, clientOrderId: string, field: string): StoredOrder {
  const order = core.order(accountId, clientOrderId);
  if (order === undefined) throw refuse(field, `no order ${clientOrderId} in account ${accountId}`);
  return order;
}

/** A final order cannot change: the refusal, and the matching failure event for its subscribers. */
function refuseFinal(core: BrokerCore, order: StoredOrder, action: 'replaced' | 'cancelled', field: string): never {
  core.emit(order, action === 'replaced' ? 'MODIFY_FAILED' : 'CANCEL_FAILED');
  throw refuse(field, `order ${order.client_order_id} is ${order.status} and cannot be ${action}`);
}

function readAccount(core: BrokerCore, request: Record<string, unknown>): string {
  const accountId = readText('account_id', request.account_id);
  if (accountId === undefined) throw illegalParameter('account_id', 'is required');
  core.account(accountId);
  return accountId;
}

interface Change {
  order: StoredOrder;
  next: Partial<StoredOrder>;
}

/** Reads one `modify_orders` item against its order: only what the order type takes may change. */
function readChange(core: BrokerCore, accountId: string, raw: unknown, path: string): Change {
  const item = requireObject(raw);
  const field = (name: string) => `${path}.${name}`;
  const order = findOrder(
    core,
    accountId,
    readClientOrderId(field('client_order_id'), item.client_order_id),
    field('client_order_id'),
  );
  if (isFinal(order)) refuseFinal(core, order, 'replaced', field('client_order_id'));
  const next: Partial<StoredOrder> = {};
  const quantity = readPositiveDecimal(field('quantity'), item.quantity);
  if (quantity !== undefined) {
    if (decimalPlaces(quantity) > 0 && core.market.instrument(order.symbol)?.fractionable !== true)
      throw refuse(field('quantity'), `${order.symbol} trades in whole shares only`);
    if (decimalPlaces(quantity) > FRACTION_DECIMALS)
      throw refuse(field('quantity'), `at most ${String(FRACTION_DECIMALS)} decimals`);
    if (new Decimal(quantity).lte(order.filled_quantity))
      throw refuse(field('quantity'), `must exceed the ${order.filled_quantity} already filled`);
    next.quantity = quantity;
  }
  const price = (name: 'limit_price' | 'stop_price', takes: boolean) => {
    const value = readPositiveDecimal(field(name), item[name]);
    if (value === undefined) return;
    if (!takes) throw refuse(field(name), `is not taken by ${order.order_type} orders`);
    checkTickSize(field(name), value);
    next[name] = value;
  };
  price('limit_price', order.limit_price !== undefined);
  price('stop_price', order.stop_price !== undefined && !order.triggered);
  const tif = readEnum(field('time_in_force'), item.time_in_force, TIMES_IN_FORCE);
  if (tif !== undefined) {
    if (order.support_trading_session === 'NIGHT' && tif !== 'DAY')
      throw refuse(field('time_in_force'), 'NIGHT session orders are DAY orders');
    next.time_in_force = tif;
  }
  const trailingType = readEnum(field('trailing_type'), item.trailing_type, TRAILING_TYPES);
  const step = readPositiveDecimal(field('trailing_stop_step'), item.trailing_stop_step);
  if ((trailingType !== undefined || step !== undefined) && order.order_type !== 'TRAILING_STOP_LOSS')
    throw refuse(field('trailing_stop_step'), `is not taken by ${order.order_type} orders`);
  if (trailingType !== undefined) next.trailing_type = trailingType;
  if (step !== undefined) next.trailing_stop_step = step;
  const type = next.trailing_type ?? order.trailing_type;
  if (type === 'PERCENTAGE' && new Decimal(next.trailing_stop_step ?? order.trailing_stop_step ?? '0').gte(1))
    throw refuse(field('trailing_stop_step'), 'a PERCENTAGE step is a fraction below 1 (0.01 = 1%)');
  if (Object.keys(next).length === 0)
    throw illegalParameter(path, 'changes nothing: give quantity, a price, time_in_force or the trailing step');
  return { order, next };
}

/**
 * Replace (docs/protocol.md#orders): every item is checked before any order changes. A change the
 * account cannot carry (buying power for a larger buy) keeps the old terms and sends
 * MODIFY_FAILED; the others take effect at once with MODIFY_SUCCESS and meet the market.
 */
export function replaceOrders(core: BrokerCore, body: unknown, nowMs: number) {
  const request = requireObject(body);
  const accountId = readAccount(core, request);
  if (!Array.isArray(request.modify_orders) || request.modify_orders.length === 0)
    throw illegalParameter('modify_orders', 'must be a non-empty array');
  const changes = request.modify_orders.map((raw, index) =>
    readChange(core, accountId, raw, `modify_orders[${String(index)}]`),
  );
  for (const { order, next } of changes) {
    catchUp(core, order.symbol, nowMs);
    if (isFinal(order)) continue;
    const previous = { ...order };
    Object.assign(order, next);
    if (next.time_in_force !== undefined)
      order.expire_at = expiryOf(order.support_trading_session, order.time_in_force, core.sessionOf, nowMs);
    const reason = order.active ? cannotWork(core, order, nowMs) : null;
    if (reason !== null) {
      Object.assign(order, previous);
      order.reason = `Replace refused: ${reason}`;
      core.emit(order, 'MODIFY_FAILED');
      continue;
    }
    core.emit(order, 'MODIFY_SUCCESS');
    const print = core.market.ticks(order.symbol, nowMs, 1)[0];
    if (order.active && print !== undefined)
      workOrder(core, order, { ...print, time: Math.max(print.time, nowMs) }, false);
  }
  const first = changes[0]?.order;
  return { client_order_id: first?.client_order_id ?? '', order_id: first?.order_id ?? '' };
}

/** Cancel (docs/protocol.md#orders): a working order ends CANCELLED at once with CANCEL_SUCCESS. */
export function cancelRequest(core: BrokerCore, body: unknown, nowMs: number) {
  const request = requireObject(body);
  const accountId = readAccount(core, request);
  const clientOrderId = readClientOrderId('client_order_id', request.client_order_id);
  // A record the broker lists but does not work is cancelled like any order (./foreign-orders.ts).
  const foreign =
    core.order(accountId, clientOrderId) === undefined ? findForeign(core, accountId, clientOrderId) : undefined;
  if (foreign !== undefined) return cancelForeign(core, foreign);
  const order = findOrder(core, accountId, clientOrderId, 'client_order_id');
  catchUp(core, order.symbol, nowMs);
  if (isFinal(order)) {
    refuseFinal(core, order, 'cancelled', 'client_order_id');
  }
  cancelOrder(core, order, 'cancelled by the client');
  return { client_order_id: order.client_order_id, order_id: order.order_id };
}

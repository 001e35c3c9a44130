import { ApiError, illegalParameter } from '../http/api-error';
import { findForeign } from './foreign-orders';
import type { SimInstrument } from '../market/types';
import { cannotWork } from './affordability';
import { catchUp } from './advance';
import type { BrokerCore } from './broker-core';
import { failOrder } from './cancel-order';
import { comboKindOf, type ComboKind } from './combos';
import { readText, refuse } from './order-fields';
import type { OrderSpec } from './order-model';
import { newOrder, sharesForAmount } from './new-order';
import type { StoredOrder } from './stored-records';
import { FRACTION_DECIMALS, parseOrderItem, readClientOrderId } from './validate-order';
import { workOrder } from './work-order';

export interface ParsedPlace {
  accountId: string;
  kind: ComboKind;
  clientComboOrderId: string | undefined;
  items: { spec: OrderSpec; instrument: SimInstrument }[];
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw illegalParameter('body', 'must be a JSON object');
  return body as Record<string, unknown>;
}

/** Reads and checks a place (or preview) body: every rule that does not depend on the moment. */
export function parsePlace(core: BrokerCore, body: unknown): ParsedPlace {
  const request = requireObject(body);
  const accountId = readText('account_id', request.account_id);
  if (accountId === undefined) throw illegalParameter('account_id', 'is required');
  core.account(accountId);
  if (!Array.isArray(request.new_orders)) throw illegalParameter('new_orders', 'must be an array of orders');
  const items = request.new_orders.map((raw, index) =>
    parseOrderItem(raw, `new_orders[${String(index)}]`, (symbol) => core.market.instrument(symbol)),
  );
  const kind = comboKindOf(items.map((i) => i.spec));
  const comboId =
    request.client_combo_order_id === undefined || request.client_combo_order_id === null
      ? undefined
      : readClientOrderId('client_combo_order_id', request.client_combo_order_id);
  return { accountId, kind, clientComboOrderId: comboId, items };
}

/** Rules that depend on the account's orders and the moment (docs/protocol.md#order-rules). */
export function checkAtPlacement(core: BrokerCore, parsed: ParsedPlace, nowMs: number): void {
  const seen = new Set<string>();
  for (const { spec } of parsed.items) {
    if (
      seen.has(spec.client_order_id) ||
      core.order(parsed.accountId, spec.client_order_id) !== undefined ||
      findForeign(core, parsed.accountId, spec.client_order_id) !== undefined
    )
      throw refuse('client_order_id', `${spec.client_order_id} is already used in this account`);
    seen.add(spec.client_order_id);
    const session = core.market.sessionAt(nowMs);
    if (spec.support_trading_session === 'NIGHT' && session !== 'OVN' && session !== 'ATH')
      throw new ApiError(
        417,
        'OPENAPI_NO_NIGHT_TRADING_TIME',
        'The current period does not support placing night orders.',
      );
  }
  const comboId = parsed.clientComboOrderId;
  if (
    comboId !== undefined &&
    core.records().orders.some((o) => o.account_id === parsed.accountId && o.client_combo_order_id === comboId)
  )
    throw refuse('client_combo_order_id', `${comboId} is already used in this account`);
}

/**
 * Places a validated request: the orders are recorded SUBMITTED (combo children PENDING), an
 * order that cannot be worked (buying power, shares) then FAILS with its event, and each working
 * order meets the market at once. Answers the provider's ids.
 */
export function placeParsed(core: BrokerCore, parsed: ParsedPlace, nowMs: number) {
  checkAtPlacement(core, parsed, nowMs);
  const comboOrderId = parsed.kind === 'NORMAL' ? '' : core.nextId('SIMCMB');
  const clientComboOrderId = parsed.clientComboOrderId ?? (parsed.kind === 'NORMAL' ? '' : comboOrderId);
  const hasMaster = parsed.items.some((i) => i.spec.combo_type === 'MASTER');
  const orders: StoredOrder[] = [];
  for (const { spec, instrument } of parsed.items) {
    catchUp(core, spec.symbol, nowMs);
    const active = !hasMaster || spec.combo_type === 'MASTER';
    const sized =
      spec.entrust_type === 'AMOUNT' && spec.total_cash_amount !== undefined
        ? { ...spec, quantity: sharesForAmount(core, spec.symbol, spec.total_cash_amount, nowMs, FRACTION_DECIMALS) }
        : spec;
    const order = newOrder(
      core,
      parsed.accountId,
      sized,
      instrument,
      { clientComboOrderId, comboOrderId, active },
      nowMs,
    );
    core.add(order);
    orders.push(order);
  }
  for (const order of orders) {
    if (!order.active) continue;
    const reason =
      order.quantity === '0'
        ? 'The amount buys less than the smallest fraction of a share.'
        : cannotWork(core, order, nowMs);
    if (reason !== null) {
      failOrder(core, order, reason);
      continue;
    }
    const print = core.market.ticks(order.symbol, nowMs, 1)[0];
    if (order.order_type === 'TRAILING_STOP_LOSS' && print !== undefined) order.water_mark = print.price;
    if (print !== undefined) workOrder(core, order, { ...print, time: Math.max(print.time, nowMs) }, false);
  }
  const first = orders[0];
  return {
    client_order_id: first?.client_order_id ?? '',
    order_id: first?.order_id ?? '',
    ...(parsed.kind === 'NORMAL' ? {} : { client_combo_order_id: clientComboOrderId, combo_order_id: comboOrderId }),
  };
}

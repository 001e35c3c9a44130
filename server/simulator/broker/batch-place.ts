import { ApiError, illegalParameter } from '../http/api-error';
import type { BrokerCore } from './broker-core';
import { refuse } from './order-fields';
import { placeParsed, requireObject } from './place-orders';
import { parseOrderItem } from './validate-order';

/** Most orders in one batch-place request. */
export const MAX_BATCH_ORDERS = 50;

/**
 * Batch place (docs/protocol.md#orders): up to 50 NORMAL stock orders, MARKET or LIMIT, DAY.
 * Each order stands alone: one refused does not stop the others, and each result says why.
 */
export function batchPlace(core: BrokerCore, body: unknown, nowMs: number) {
  const request = requireObject(body);
  const accountId = typeof request.account_id === 'string' ? request.account_id.trim() : '';
  if (accountId === '') throw illegalParameter('account_id', 'is required');
  core.account(accountId);
  const items = request.batch_orders;
  if (!Array.isArray(items) || items.length === 0)
    throw illegalParameter('batch_orders', 'must be a non-empty array of orders');
  if (items.length > MAX_BATCH_ORDERS)
    throw illegalParameter(
      'batch_orders',
      `holds at most ${String(MAX_BATCH_ORDERS)} orders (got ${String(items.length)})`,
    );
  const results = (items as unknown[]).map((raw, index) => {
    const path = `batch_orders[${String(index)}]`;
    const given =
      typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).client_order_id : undefined;
    const clientOrderId = typeof given === 'string' ? given : '';
    try {
      const parsed = parseOrderItem(raw, path, (symbol) => core.market.instrument(symbol));
      const { spec } = parsed;
      if (spec.combo_type !== 'NORMAL') throw refuse(`${path}.combo_type`, 'batch orders are NORMAL orders');
      if (spec.order_type !== 'MARKET' && spec.order_type !== 'LIMIT')
        throw refuse(`${path}.order_type`, 'batch orders are MARKET or LIMIT orders');
      if (spec.time_in_force !== 'DAY') throw refuse(`${path}.time_in_force`, 'batch orders are DAY orders');
      if (spec.entrust_type !== 'QTY') throw refuse(`${path}.entrust_type`, 'batch orders are QTY orders');
      const placed = placeParsed(
        core,
        { accountId, kind: 'NORMAL', clientComboOrderId: undefined, items: [parsed] },
        nowMs,
      );
      return { client_order_id: placed.client_order_id, order_id: placed.order_id, error_code: '', message: '' };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { client_order_id: clientOrderId, order_id: '', error_code: error.code, message: error.message };
    }
  });
  const success = results.filter((r) => r.error_code === '').length;
  return { total: results.length, success, failed: results.length - success, batch_orders: results };
}

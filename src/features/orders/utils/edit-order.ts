import Decimal from 'decimal.js';
import type { OrderStatus, TradingOrder } from '@contracts/orders';
import type { OrderChange } from '@src/api/replace-order';

export type EditableField = keyof OrderChange;
export type EditValues = Partial<Record<EditableField, string>>;

export const FIELD_LABELS: Record<EditableField, string> = {
  quantity: 'New quantity',
  limit_price: 'New limit price',
  stop_price: 'New stop price',
};

/** The broker knows the order and it still works: SENDING and CHECKING ones cannot be changed yet. */
const CHANGEABLE: readonly OrderStatus[] = ['PENDING', 'SUBMITTED', 'PARTIAL_FILLED'];
// An order of a kind the dashboard does not model (it has `raw`) is never offered a change: its
// terms are not all known here (docs/protocol.md#the-order-record).
export const canModify = (order: TradingOrder): boolean => CHANGEABLE.includes(order.status) && order.raw === undefined;

/** The terms an order of its type carries, and so may change (docs/protocol.md#paper-broker, replace). */
export function editableFields(order: TradingOrder): EditableField[] {
  const fields: EditableField[] = [];
  if (order.quantity !== undefined) fields.push('quantity');
  if (order.limit_price !== undefined) fields.push('limit_price');
  if (order.stop_price !== undefined) fields.push('stop_price');
  return fields;
}

export function startValues(order: TradingOrder): EditValues {
  return Object.fromEntries(editableFields(order).map((field) => [field, order[field] ?? '']));
}

const POSITIVE = /^\d+(\.\d+)?$/;

/**
 * The fields that differ from the order's terms (compared as numbers, so `185` is `185.00`),
 * null when nothing changed, or what is wrong with a value.
 */
export function buildChange(
  order: TradingOrder,
  values: EditValues,
): { ok: true; change: OrderChange | null } | { ok: false; error: string } {
  const change: OrderChange = {};
  for (const field of editableFields(order)) {
    const typed = (values[field] ?? '').trim();
    if (!POSITIVE.test(typed) || new Decimal(typed).lte(0))
      return { ok: false, error: `${FIELD_LABELS[field]}: enter a number above 0.` };
    const before = order[field];
    if (before === undefined || !new Decimal(typed).eq(before)) change[field] = typed;
  }
  return { ok: true, change: Object.keys(change).length === 0 ? null : change };
}

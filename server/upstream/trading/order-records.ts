import Decimal from 'decimal.js';
import { z } from 'zod';
import type { TradingOrder } from '@contracts/orders';
import { DESCRIPTIVE_FIELDS, readTerms, type DescriptiveField } from './record-vocabulary';

const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.optional().nullable();
// A field of the wrong kind counts as absent: one odd field never costs the order its place in
// the list (docs/decisions/0095-order-records-parsed-one-by-one.md).
const field = optionalText.catch(undefined);

/**
 * One order of an order group (docs/protocol.md#the-order-record), every field optional and read
 * on its own; unknown fields are ignored. What it is, the BFF decides after (./record-vocabulary).
 */
const upstreamOrderSchema = z.object({
  client_order_id: field,
  order_id: field,
  combo_type: field,
  instrument_type: field,
  symbol: field,
  side: field,
  status: field,
  order_type: field,
  time_in_force: field,
  option_strategy: field,
  option_type: field,
  strike_price: field,
  option_expire_date: field,
  position_intent: field,
  support_trading_session: field,
  total_quantity: field,
  total_cash_amount: field,
  filled_quantity: field,
  filled_price: field,
  limit_price: field,
  stop_price: field,
  trailing_type: field,
  trailing_stop_step: field,
  // Not relied on (docs/decisions/0039-order-times-are-not-relied-on.md): used when present.
  place_time: field,
  filled_time: field,
  message: field,
});
export type UpstreamOrder = z.infer<typeof upstreamOrderSchema>;

/** A group's orders, each read alone: one that is not even an object is null, and skipped. */
export const upstreamOrderGroupSchema = z.object({
  client_order_id: field,
  client_combo_order_id: field,
  combo_type: field,
  orders: z.array(upstreamOrderSchema.nullable().catch(null)),
});
export type UpstreamOrderGroup = z.infer<typeof upstreamOrderGroupSchema>;

const groupEntry = upstreamOrderGroupSchema.nullable().catch(null);
/** Gen 3 answers `{data, pagination_key}`; gen 2 a bare array. A group that cannot be read is null. */
export const upstreamOrderPageSchema = z.union([
  z.object({ data: z.array(groupEntry), pagination_key: z.string().optional().nullable() }),
  z.array(groupEntry).transform((data) => ({ data, pagination_key: null })),
]);

/** A decimal the provider may write as "3.0000000000" or "0E-10", as plain text; undefined when blank. */
export function plainDecimal(value: string | null | undefined): string | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  try {
    return new Decimal(value).toFixed();
  } catch {
    return undefined;
  }
}

/** A price or amount kept as the broker wrote it ("254.40"); only other forms ("2.5E+2") are rewritten. */
export function decimalText(value: string | null | undefined): string | undefined {
  if (value !== undefined && value !== null && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  return plainDecimal(value);
}

/**
 * A decimal field of an upstream answer (text or number, maybe absent or null), as the broker
 * wrote it; undefined when absent or unreadable.
 */
export const upstreamDecimal = optionalText.transform((v) => decimalText(v));

function millis(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

const present = (value: string | null | undefined): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : value;

/** The browser's view of one order; its descriptive fields the BFF does not model are kept raw. */
function toTradingOrder(
  accountId: string,
  o: UpstreamOrder,
  ids: { clientOrderId: string; comboId: string | undefined; unnamed: boolean },
  now: number,
): TradingOrder {
  const fields: Partial<Record<DescriptiveField, string>> = {};
  for (const name of DESCRIPTIVE_FIELDS) {
    const value = present(o[name]);
    if (value !== undefined) fields[name] = value;
  }
  const terms = readTerms(fields);
  const filled = plainDecimal(o.filled_quantity) ?? '0';
  const order: TradingOrder = {
    account_id: accountId,
    client_order_id: ids.clientOrderId,
    role: terms.role,
    symbol: terms.symbol,
    side: terms.side,
    order_type: terms.order_type,
    time_in_force: terms.time_in_force,
    session: present(o.support_trading_session) ?? 'CORE',
    status: terms.status,
    filled_quantity: filled,
    updated_at: now,
  };
  const extra: Partial<TradingOrder> = {
    order_id: present(o.order_id),
    combo_id: terms.role === 'NORMAL' ? undefined : ids.comboId,
    quantity: plainDecimal(o.total_quantity),
    cash_amount: decimalText(o.total_cash_amount),
    filled_price: filled === '0' ? undefined : decimalText(o.filled_price),
    limit_price: decimalText(o.limit_price),
    // A trailing stop's stop_price is the trigger it works with now, not a term the trader set
    // (docs/protocol.md#trailing-stops-in-the-order-record): kept apart, so nothing offers to
    // modify it or drags it on the chart.
    ...(terms.order_type === 'TRAILING_STOP_LOSS'
      ? { trailing_stop_price: decimalText(o.stop_price) }
      : { stop_price: decimalText(o.stop_price) }),
    trailing_type: present(o.trailing_type),
    trailing_stop_step: decimalText(o.trailing_stop_step),
    placed_at: millis(o.place_time),
    filled_at: millis(o.filled_time),
    message: present(o.message),
    raw: terms.modelled ? undefined : { ...fields },
    unnamed: ids.unnamed ? true : undefined,
  };
  for (const [name, value] of Object.entries(extra)) {
    // Absent fields stay absent rather than present and undefined.
    const known: unknown = value;
    if (known !== undefined) Object.assign(order, { [name]: known });
  }
  return order;
}

/**
 * The browser's view of every order of a group it can name. A record with neither a
 * `client_order_id` nor an `order_id` cannot be shown, followed or cancelled: it is left out and
 * `skipped` hears what else it carries (docs/protocol.md#the-order-record).
 */
export function toTradingOrders(
  accountId: string,
  group: UpstreamOrderGroup,
  now: number,
  skipped: (what: string) => void = () => undefined,
): TradingOrder[] {
  const comboId = present(group.client_combo_order_id);
  const orders: TradingOrder[] = [];
  for (const o of group.orders) {
    const clientOrderId = present(o?.client_order_id);
    const orderId = present(o?.order_id);
    const id = clientOrderId ?? orderId;
    if (o === null || id === undefined) {
      skipped(describeUnnamed(group, o));
      continue;
    }
    orders.push(
      toTradingOrder(accountId, o, { clientOrderId: id, comboId, unnamed: clientOrderId === undefined }, now),
    );
  }
  return orders;
}

/** Whatever names a record that has no id of its own, for the log. */
function describeUnnamed(group: UpstreamOrderGroup, o: UpstreamOrder | null): string {
  const parts = [
    ['group client_order_id', present(group.client_order_id)],
    ['client_combo_order_id', present(group.client_combo_order_id)],
    ['symbol', present(o?.symbol)],
    ['status', present(o?.status)],
    ['place_time', present(o?.place_time)],
  ].filter((part): part is [string, string] => part[1] !== undefined);
  const named = parts.map(([name, value]) => `${name} ${value}`).join(', ');
  return `${o === null ? 'an order that is not an object' : 'an order with no client_order_id or order_id'}${named === '' ? '' : ` (${named})`}`;
}

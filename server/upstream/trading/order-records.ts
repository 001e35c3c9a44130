import Decimal from 'decimal.js';
import { z } from 'zod';
import { orderSideSchema, orderStatusSchema, orderTypeSchema, type TradingOrder } from '@contracts/orders';

const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.optional().nullable();

/** One order of an order group (docs/protocol.md#the-order-record); unknown fields are ignored. */
const upstreamOrderSchema = z.object({
  client_order_id: z.string(),
  order_id: optionalText,
  combo_type: z.string().optional().nullable(),
  symbol: z.string(),
  side: orderSideSchema,
  status: orderStatusSchema.extract(['PENDING', 'SUBMITTED', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'FAILED']),
  order_type: orderTypeSchema,
  time_in_force: z.string(),
  support_trading_session: z.string().optional().nullable(),
  total_quantity: optionalText,
  total_cash_amount: optionalText,
  filled_quantity: optionalText,
  filled_price: optionalText,
  limit_price: optionalText,
  stop_price: optionalText,
  trailing_type: optionalText,
  trailing_stop_step: optionalText,
  // Not relied on (docs/decisions.md#order-times-are-not-relied-on): used when present.
  place_time: optionalText,
  filled_time: optionalText,
  message: optionalText,
});

export const upstreamOrderGroupSchema = z.object({
  client_order_id: z.string().optional().nullable(),
  client_combo_order_id: z.string().optional().nullable(),
  combo_type: z.string().optional().nullable(),
  orders: z.array(upstreamOrderSchema),
});
export type UpstreamOrderGroup = z.infer<typeof upstreamOrderGroupSchema>;

/** Gen 3 answers `{data, pagination_key}`; gen 2 a bare array. */
export const upstreamOrderPageSchema = z.union([
  z.object({ data: z.array(upstreamOrderGroupSchema), pagination_key: z.string().optional().nullable() }),
  z.array(upstreamOrderGroupSchema).transform((data) => ({ data, pagination_key: null })),
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

const ROLES = ['MASTER', 'STOP_PROFIT', 'STOP_LOSS'] as const;

/** The browser's view of every order of a group. */
export function toTradingOrders(accountId: string, group: UpstreamOrderGroup, now: number): TradingOrder[] {
  const comboId = group.client_combo_order_id ?? undefined;
  return group.orders.map((o) => {
    const role = ROLES.find((r) => r === o.combo_type) ?? 'NORMAL';
    const filled = plainDecimal(o.filled_quantity) ?? '0';
    const order: TradingOrder = {
      account_id: accountId,
      client_order_id: o.client_order_id,
      role,
      symbol: o.symbol,
      side: o.side,
      order_type: o.order_type,
      time_in_force: o.time_in_force,
      session: o.support_trading_session ?? 'CORE',
      status: o.status,
      filled_quantity: filled,
      updated_at: now,
    };
    const extra: Partial<TradingOrder> = {
      order_id: o.order_id ?? undefined,
      combo_id: role === 'NORMAL' ? undefined : comboId,
      quantity: plainDecimal(o.total_quantity),
      cash_amount: decimalText(o.total_cash_amount),
      filled_price: filled === '0' ? undefined : decimalText(o.filled_price),
      limit_price: decimalText(o.limit_price),
      // A trailing stop's stop_price is the trigger it works with now, not a term the trader set
      // (docs/protocol.md#trailing-stops-in-the-order-record): kept apart, so nothing offers to
      // modify it or drags it on the chart.
      ...(o.order_type === 'TRAILING_STOP_LOSS'
        ? { trailing_stop_price: decimalText(o.stop_price) }
        : { stop_price: decimalText(o.stop_price) }),
      trailing_type: o.trailing_type ?? undefined,
      trailing_stop_step: decimalText(o.trailing_stop_step),
      placed_at: millis(o.place_time),
      filled_at: millis(o.filled_time),
      message: o.message ?? undefined,
    };
    for (const [name, value] of Object.entries(extra)) {
      // Absent fields stay absent rather than present and undefined.
      const known: unknown = value;
      if (known !== undefined) Object.assign(order, { [name]: known });
    }
    return order;
  });
}

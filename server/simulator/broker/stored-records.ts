import { z } from 'zod';
import {
  COMBO_TYPES,
  ENTRUST_TYPES,
  ORDER_TYPES,
  SIDES,
  TIMES_IN_FORCE,
  TRADING_SESSIONS,
  TRAILING_TYPES,
} from './order-model';

// The paper broker's records as the state file holds them (docs/protocol.md#orders). Decimals are
// text; times are market time in ms.

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number as text');

export const storedOrderSchema = z.object({
  account_id: z.string(),
  client_order_id: z.string(),
  order_id: z.string(),
  client_combo_order_id: z.string(),
  combo_order_id: z.string(),
  combo_type: z.enum(COMBO_TYPES),
  symbol: z.string(),
  instrument_id: z.string(),
  category: z.enum(['US_STOCK', 'US_ETF']),
  side: z.enum(SIDES),
  order_type: z.enum(ORDER_TYPES),
  time_in_force: z.enum(TIMES_IN_FORCE),
  support_trading_session: z.enum(TRADING_SESSIONS),
  entrust_type: z.enum(ENTRUST_TYPES),
  quantity: decimal,
  total_cash_amount: decimal.optional(),
  limit_price: decimal.optional(),
  stop_price: decimal.optional(),
  trailing_type: z.enum(TRAILING_TYPES).optional(),
  trailing_stop_step: decimal.optional(),
  status: z.enum(['PENDING', 'SUBMITTED', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'FAILED']),
  filled_quantity: decimal,
  /** Average fill price; "0" before the first fill. */
  filled_price: decimal,
  place_time: z.number(),
  filled_time: z.number().nullable(),
  /** When the order stops working. */
  expire_at: z.number(),
  /** A combo child waits (PENDING) until its master fills. */
  active: z.boolean(),
  /** A stop order whose stop was hit now works as a market or limit order. */
  triggered: z.boolean(),
  /** Trailing stops: the best price since placement (highest for a sell, lowest for a buy). */
  water_mark: decimal.optional(),
  commission: decimal,
  fees: z.array(z.object({ type: z.string(), amount: decimal })),
  /** Why the order failed or was cancelled. */
  reason: z.string().optional(),
});
export type StoredOrder = z.infer<typeof storedOrderSchema>;

export const storedExecutionSchema = z.object({
  execution_id: z.string(),
  account_id: z.string(),
  order_id: z.string(),
  client_order_id: z.string(),
  symbol: z.string(),
  side: z.enum(SIDES),
  order_type: z.enum(ORDER_TYPES),
  execution_time: z.number(),
  quantity: decimal,
  price: decimal,
  /** Unfilled quantity of the order after this execution. */
  leaves_quantity: decimal,
  total_filled_quantity: decimal,
});
export type StoredExecution = z.infer<typeof storedExecutionSchema>;

/**
 * An order the paper broker lists but does not work: one of the kinds the live service also
 * holds (an option leg, an OTO part, a status it added), seeded by the control surface as a test
 * fixture (docs/protocol.md#the-order-record). Its record is listed as given; only a cancel
 * changes it.
 */
export const foreignOrderSchema = z.object({
  account_id: z.string(),
  /** The record's own `client_order_id` and `order_id`, when it has them. */
  client_order_id: z.string().optional(),
  order_id: z.string().optional(),
  client_combo_order_id: z.string().optional(),
  group_combo_type: z.string(),
  place_time: z.number(),
  /** Listed among the open orders, and cancelled by a cancel, until it ends. */
  working: z.boolean(),
  record: z.record(z.string(), z.unknown()),
});
export type ForeignOrder = z.infer<typeof foreignOrderSchema>;

/** Everything the broker keeps besides the accounts; `next_id` keeps ids unique across restarts. */
export const brokerRecordsSchema = z.object({
  next_id: z.number().int().positive(),
  orders: z.array(storedOrderSchema),
  executions: z.array(storedExecutionSchema),
  // State files written before seeded records existed have none.
  foreign_orders: z.array(foreignOrderSchema).default([]),
});
export type BrokerRecords = z.infer<typeof brokerRecordsSchema>;

export function emptyBrokerRecords(): BrokerRecords {
  return { next_id: 1, orders: [], executions: [], foreign_orders: [] };
}

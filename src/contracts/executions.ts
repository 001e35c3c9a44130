import { z } from 'zod';
import { decimalString } from './common';
import { orderSideSchema } from './orders';

/**
 * One fill (or part fill) of an order, from the provider's execution list
 * (docs/trading.md#executions). The list carries no fees: an order's fees are on its detail.
 */
export const executionSchema = z.object({
  execution_id: z.string(),
  client_order_id: z.string(),
  order_id: z.string().optional(),
  symbol: z.string(),
  side: orderSideSchema,
  /** Shares of this execution (always positive; `side` says which way). */
  quantity: decimalString,
  price: decimalString,
  /** When it executed, ms since the epoch (market time). */
  executed_at: z.number().int(),
});
export type Execution = z.infer<typeof executionSchema>;

/** `GET /api/accounts/:accountId/executions[?client_order_id=]`: newest first. */
export const executionListSchema = z.object({
  account_id: z.string(),
  /** Only this order's executions, when the request named one. */
  client_order_id: z.string().optional(),
  executions: z.array(executionSchema),
  /** The provider had more than the BFF reads (docs/trading.md#executions): the oldest are missing. */
  truncated: z.boolean(),
  fetched_at: z.number().int(),
});
export type ExecutionList = z.infer<typeof executionListSchema>;

/** Query of `GET /api/accounts/:accountId/executions`. */
export const executionQuerySchema = z.object({
  client_order_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'not an order id')
    .optional(),
});

import { z } from 'zod';
import { decimalString, symbolSchema } from './common';

/**
 * The order path between the SPA and the BFF: docs/trading.md. The SPA never speaks the
 * provider's order model; the BFF turns a draft into the provider's `new_orders` (and a bracket
 * into a combo) and every upstream record back into a `TradingOrder`.
 */

/** Letters, digits, `-`, `_`, at most 32 (docs/protocol.md#orders); a ticket's ids leave room for bracket suffixes. */
export const clientOrderIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,28}$/, 'an order id is 1-28 letters, digits, "-" or "_"');
export const accountIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not an account id');

const positiveDecimal = decimalString.refine((v) => Number(v) > 0, 'must be more than 0');

export const ORDER_SIDES = ['BUY', 'SELL', 'SHORT'] as const;
export const ORDER_TYPES = ['MARKET', 'LIMIT', 'STOP_LOSS', 'STOP_LOSS_LIMIT', 'TRAILING_STOP_LOSS'] as const;
export const TIME_IN_FORCE = ['DAY', 'GTC'] as const;
/** CORE: regular hours; ALL: pre-market and after hours too; NIGHT: the overnight session. */
export const TRADING_SESSIONS = ['CORE', 'ALL', 'NIGHT'] as const;
export const orderSideSchema = z.enum(ORDER_SIDES);
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderSide = z.infer<typeof orderSideSchema>;
export type OrderType = z.infer<typeof orderTypeSchema>;
/**
 * A broker record's side and type: the ticket's, or OTHER for a value the BFF does not model (an
 * option's, a new one); the provider's own words are then in the order's `raw`
 * (docs/protocol.md#the-order-record). Only ever read, never sent.
 */
export const recordSideSchema = z.enum([...ORDER_SIDES, 'OTHER']);
export const recordTypeSchema = z.enum([...ORDER_TYPES, 'OTHER']);
export type RecordSide = z.infer<typeof recordSideSchema>;
export type RecordType = z.infer<typeof recordTypeSchema>;

/**
 * `POST /api/orders/preview` and `POST /api/orders`: one order as the ticket describes it. Strict
 * at every level: a field it does not know (`brackets` for `bracket`) is refused by name rather
 * than dropped, so an order never goes out without a part its sender wrote (docs/trading.md).
 */
export const orderDraftSchema = z
  .strictObject({
    account_id: accountIdSchema,
    /** Minted by the ticket when the order is reviewed; the same id never makes a second order. */
    client_order_id: clientOrderIdSchema,
    symbol: symbolSchema,
    side: orderSideSchema,
    order_type: orderTypeSchema,
    time_in_force: z.enum(TIME_IN_FORCE),
    session: z.enum(TRADING_SESSIONS),
    /** QTY: `quantity` shares; AMOUNT: `cash_amount` dollars of a fractionable stock. */
    entrust_type: z.enum(['QTY', 'AMOUNT']),
    quantity: positiveDecimal.optional(),
    cash_amount: positiveDecimal.optional(),
    limit_price: positiveDecimal.optional(),
    stop_price: positiveDecimal.optional(),
    trailing_type: z.enum(['AMOUNT', 'PERCENTAGE']).optional(),
    /** AMOUNT: dollars; PERCENTAGE: a fraction (`0.02` = 2 %). */
    trailing_stop_step: positiveDecimal.optional(),
    /** A take profit (limit) and/or a stop loss (stop) that close what this order opens. */
    bracket: z
      .strictObject({ take_profit_price: positiveDecimal.optional(), stop_loss_price: positiveDecimal.optional() })
      .refine((b) => b.take_profit_price !== undefined || b.stop_loss_price !== undefined, {
        message: 'a bracket needs a take profit or a stop loss',
      })
      .optional(),
  })
  .superRefine((d, ctx) => {
    const need = (field: keyof typeof d, why: string) => {
      if (d[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: why });
    };
    if (d.entrust_type === 'QTY') need('quantity', 'enter a quantity');
    else need('cash_amount', 'enter an amount');
    if (d.order_type === 'LIMIT' || d.order_type === 'STOP_LOSS_LIMIT') need('limit_price', 'enter a limit price');
    if (d.order_type === 'STOP_LOSS' || d.order_type === 'STOP_LOSS_LIMIT') need('stop_price', 'enter a stop price');
    if (d.order_type === 'TRAILING_STOP_LOSS') {
      need('trailing_type', 'choose a trailing type');
      need('trailing_stop_step', 'enter a trailing step');
    }
  });
export type OrderDraft = z.infer<typeof orderDraftSchema>;

/** `POST /api/orders/preview`: the provider's estimate. */
export const orderPreviewSchema = z.object({
  estimated_cost: decimalString,
  estimated_fee: decimalString,
  commission: decimalString,
  fees: z.array(z.object({ type: z.string(), amount: decimalString })),
  currency: z.string(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/**
 * The provider's statuses (docs/protocol.md#statuses) plus two of the BFF's own:
 * SENDING (journaled, the place call under way) and CHECKING (the answer was lost; the BFF is
 * looking the order up by its id). NOT_PLACED: the lookup proved the broker never got it.
 * OTHER: a status the provider uses that the BFF does not know (its word in `raw.status`); the
 * BFF cannot tell it finished, so it counts as open (docs/decisions/0095-order-records-parsed-one-by-one.md).
 */
export const ORDER_STATUSES = [
  'SENDING',
  'CHECKING',
  'NOT_PLACED',
  'PENDING',
  'SUBMITTED',
  'PARTIAL_FILLED',
  'FILLED',
  'CANCELLED',
  'FAILED',
  'OTHER',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const OPEN_STATUSES: readonly OrderStatus[] = [
  'SENDING',
  'CHECKING',
  'PENDING',
  'SUBMITTED',
  'PARTIAL_FILLED',
  'OTHER',
];

/** One order as the browser sees it. A bracket is three orders sharing `combo_id`. */
export const tradingOrderSchema = z.object({
  account_id: z.string(),
  client_order_id: z.string(),
  order_id: z.string().optional(),
  /** The ticket's id of the whole bracket; absent on a plain order. */
  combo_id: z.string().optional(),
  /** OTHER: a combo part the BFF does not model (OTO, OCO, OTOCO, a new one). */
  role: z.enum(['NORMAL', 'MASTER', 'STOP_PROFIT', 'STOP_LOSS', 'OTHER']),
  /** Empty when the broker's record names none. */
  symbol: z.string(),
  side: recordSideSchema,
  order_type: recordTypeSchema,
  time_in_force: z.string(),
  session: z.string(),
  status: orderStatusSchema,
  quantity: decimalString.optional(),
  cash_amount: decimalString.optional(),
  filled_quantity: decimalString,
  /** Average fill price; absent before the first fill. */
  filled_price: decimalString.optional(),
  limit_price: decimalString.optional(),
  stop_price: decimalString.optional(),
  trailing_type: z.string().optional(),
  trailing_stop_step: decimalString.optional(),
  /**
   * A trailing stop's trigger as the broker last reported it (its `stop_price`); it moves with
   * the price, so the screens carry it on with live trades (docs/trading-screens.md).
   */
  trailing_stop_price: decimalString.optional(),
  /** ms */
  placed_at: z.number().int().optional(),
  filled_at: z.number().int().optional(),
  updated_at: z.number().int(),
  /** Why it failed or was not placed, in words. */
  message: z.string().optional(),
  /**
   * Only on a record the BFF does not wholly model (an option leg, an OTO part, a new status):
   * the provider's own words for what it is. Such an order is shown and may be cancelled, never
   * modified or drawn (docs/protocol.md#the-order-record).
   */
  raw: z.record(z.string(), z.string()).optional(),
  /**
   * The broker's record names no `client_order_id`: this one repeats its `order_id`, and since
   * every call names an order by its client id, nothing can be asked of it from here.
   */
  unnamed: z.literal(true).optional(),
});
export type TradingOrder = z.infer<typeof tradingOrderSchema>;

/** One step of an order's life, as the timeline shows it. */
export const ORDER_EVENT_KINDS = [
  'reviewed',
  'sent',
  'accepted',
  'refused',
  'checking',
  'not_placed',
  'partial_fill',
  'filled',
  'modify_requested',
  'modified',
  'modify_failed',
  'cancel_requested',
  'cancelled',
  'cancel_failed',
  'failed',
] as const;
export const orderEventSchema = z.object({
  account_id: z.string(),
  client_order_id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  /** ms */
  at: z.number().int(),
  /** ms since the step before it, when the BFF saw both. */
  latency_ms: z.number().int().nonnegative().optional(),
  status: orderStatusSchema,
  filled_quantity: decimalString.optional(),
  filled_price: decimalString.optional(),
  /** What happened, in words (a refusal's reason). */
  detail: z.string().optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** `POST /api/orders`: the order as it stands (SENDING is never returned; CHECKING may be). */
export const placeOrderResultSchema = z.object({ orders: z.array(tradingOrderSchema).min(1) });
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

/** `POST /api/orders/:clientOrderId/replace` */
export const replaceOrderSchema = z
  .strictObject({
    account_id: accountIdSchema,
    quantity: positiveDecimal.optional(),
    limit_price: positiveDecimal.optional(),
    stop_price: positiveDecimal.optional(),
    trailing_stop_step: positiveDecimal.optional(),
  })
  .refine((r) => Object.keys(r).length > 1, { message: 'nothing to change' });
export type ReplaceOrder = z.infer<typeof replaceOrderSchema>;

/** `POST /api/orders/:clientOrderId/cancel` and `POST /api/orders/cancel-all` */
export const accountBodySchema = z.strictObject({ account_id: accountIdSchema });

export const cancelAllResultSchema = z.object({
  cancelled: z.array(z.string()),
  failed: z.array(z.object({ client_order_id: z.string(), message: z.string() })),
});

/** `GET /api/orders?account_id=&view=open|history` */
export const orderListQuerySchema = z.object({ account_id: accountIdSchema, view: z.enum(['open', 'history']) });
export const orderListSchema = z.object({ orders: z.array(tradingOrderSchema), as_of: z.number().int() });

/** `GET /api/orders/:clientOrderId?account_id=` */
export const orderDetailSchema = z.object({ order: tradingOrderSchema, timeline: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

import Decimal from 'decimal.js';
import { z } from 'zod';

/** The `scene_type` values the provider documents (docs/protocol.md#scene-types); others pass through as text. */
export const SCENE_TYPES = [
  'FILLED',
  'FINAL_FILLED',
  'PLACE_FAILED',
  'MODIFY_SUCCESS',
  'MODIFY_FAILED',
  'CANCEL_SUCCESS',
  'CANCEL_FAILED',
] as const;

// Every value is text in the provider's examples; a number is read as its text, and an empty
// string means "no value" (filled_time before the first fill, order_id on a PLACE_FAILED).
const text = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((value) => {
    const trimmed = value === undefined || value === null ? '' : String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  });
const required = text.pipe(z.string({ message: 'missing' }));

// Quantities come as "10.00", "3.0000000000" or "0E-10" (docs/protocol.md#scene-types): one
// plain decimal string each ("10", "3", "0"), never a float.
const decimal = text.transform((value, ctx) => {
  if (value === undefined) return undefined;
  try {
    return new Decimal(value).toFixed();
  } catch {
    ctx.addIssue({ code: 'custom', message: `not a decimal: ${value}` });
    return z.NEVER;
  }
});

// e.g. `2025-11-21T06:23:28.601+0000`, or epoch ms as text; unreadable counts as absent, since an
// event is worth more than its time.
const time = text.transform((value) => {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? undefined : ms;
});

/**
 * The JSON payload of an order event (eventType 1024), fields as docs/protocol.md#scene-types
 * lists them, into the BFF's camelCase. Unknown fields are ignored, so a new provider field
 * never costs an event.
 */
export const orderEventPayloadSchema = z
  .object({
    request_id: text,
    account_id: required,
    client_order_id: required,
    order_id: text,
    instrument_id: text,
    symbol: required,
    category: text,
    scene_type: required,
    order_status: text,
    side: text,
    order_type: text,
    qty: decimal,
    filled_qty: decimal,
    filled_price: decimal,
    filled_time: time,
  })
  .transform((p) => ({
    requestId: p.request_id,
    accountId: p.account_id,
    clientOrderId: p.client_order_id,
    orderId: p.order_id,
    instrumentId: p.instrument_id,
    symbol: p.symbol,
    category: p.category,
    sceneType: p.scene_type,
    orderStatus: p.order_status,
    side: p.side,
    orderType: p.order_type,
    qty: p.qty,
    filledQty: p.filled_qty,
    filledPrice: p.filled_price,
    /** ms */
    filledTime: p.filled_time,
  }));

export type OrderEventPayload = z.output<typeof orderEventPayloadSchema>;

/** One order event off the stream: its payload, and the server's send time (ms). */
export interface TradeOrderEvent extends Omit<OrderEventPayload, 'requestId'> {
  /** The payload's `request_id`, or the message's when the payload has none. */
  requestId: string;
  sentAt: number;
}

export type ParsedOrderEvent = { ok: true; event: TradeOrderEvent } | { ok: false; problem: string };

/** Reads one order event's JSON text; a bad one is reported, never thrown. */
export function parseOrderEvent(message: { payload: string; requestId: string; timestamp: number }): ParsedOrderEvent {
  let json: unknown;
  try {
    json = JSON.parse(message.payload);
  } catch {
    return { ok: false, problem: 'the payload is not JSON' };
  }
  const parsed = orderEventPayloadSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first === undefined ? '' : `${first.path.map(String).join('.') || '(root)'}: ${first.message}`;
    return { ok: false, problem: `unexpected payload at ${where}` };
  }
  return {
    ok: true,
    event: { ...parsed.data, requestId: parsed.data.requestId ?? message.requestId, sentAt: message.timestamp },
  };
}

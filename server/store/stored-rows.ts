import { z } from 'zod';
import { orderDraftSchema, orderEventSchema, tradingOrderSchema } from '@contracts/orders';
import { INTENT_STATES, type OrderIntent } from './order-journal';
import { StoreError } from './store-error';

// What comes out of the database is outside data like any other: a row written by an older
// version, edited by hand or cut short is refused by name instead of flowing on as a lie.

/** A JSON text column read through a contract's schema. */
function jsonOf<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const millis = z.number().int();

const intentRowSchema = z.object({
  account_id: z.string(),
  client_order_id: z.string(),
  draft: jsonOf(orderDraftSchema),
  state: z.enum(INTENT_STATES),
  order_id: z.string().nullable(),
  message: z.string().nullable(),
  error_code: z.string().nullable(),
  http_status: z.number().int().nullable(),
  created_at: millis,
  updated_at: millis,
});

const orderRowSchema = z.object({ record: jsonOf(tradingOrderSchema) });
const eventRowSchema = z.object({ event: jsonOf(orderEventSchema) });

function parseStored<T extends z.ZodType>(schema: T, row: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
  throw new StoreError(`The stored ${what} is not valid (${problems.join('; ')}).`, { cause: parsed.error });
}

export function readIntentRow(row: unknown): OrderIntent {
  return parseStored(intentRowSchema, row, 'order intent');
}

export function readOrderRow(row: unknown) {
  return parseStored(orderRowSchema, row, 'order').record;
}

export function readEventRow(row: unknown) {
  return parseStored(eventRowSchema, row, 'order event').event;
}

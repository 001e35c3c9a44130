import { z } from 'zod';
import { illegalParameter } from '../http/api-error';

/** Where the next page of an order list starts: after the group placed at `t` with first order `id`. */
export interface OrderCursor {
  t: number;
  id: string;
}

/** The history window a paged list keeps: fixed by its first page, so later pages see the same list. */
export interface OrderWindow {
  from: number;
  to: number;
}

const keySchema = z.strictObject({
  s: z.string(),
  t: z.number().int(),
  id: z.string(),
  w: z.strictObject({ from: z.number().int(), to: z.number().int() }).optional(),
});

/**
 * Opaque gen-3 `pagination_key` of the order lists (docs/protocol.md#paged-order-lists): the
 * list's scope (account and the parameters the caller chose), the cursor after the last group
 * given and, for history, the window of the first page. A cursor rather than an offset, so an
 * order placed or finished between two pages neither repeats nor hides another; the window is
 * carried, so a default window ("the last 7 days" up to now) does not move between pages.
 */
export function encodeOrderPageKey(scope: string, cursor: OrderCursor, window?: OrderWindow): string {
  return Buffer.from(JSON.stringify({ s: scope, ...cursor, ...(window === undefined ? {} : { w: window }) })).toString(
    'base64url',
  );
}

/** The cursor and window a key carries; a key this list did not give is a 400. */
export function decodeOrderPageKey(scope: string, key: string): { cursor: OrderCursor; window?: OrderWindow } {
  let parsed: z.infer<typeof keySchema> | undefined;
  try {
    const result = keySchema.safeParse(JSON.parse(Buffer.from(key, 'base64url').toString('utf8')));
    if (result.success) parsed = result.data;
  } catch {
    parsed = undefined;
  }
  if (parsed?.s !== scope) throw illegalParameter('pagination_key', 'is not a key this list gave');
  return { cursor: { t: parsed.t, id: parsed.id }, ...(parsed.w === undefined ? {} : { window: parsed.w }) };
}

import { expect, test } from 'vitest';
import { z } from 'zod';
import { lastPrice, limitBuy, placeCalls } from './testing/stack-orders';
import { stackForFile, type TradingStack } from './testing/trading-stack';
import { toPlaceBody } from './upstream/trading/order-body';
import { UpstreamHttpError } from './upstream/client/upstream-errors';

let stack: TradingStack;
stackForFile((started) => (stack = started), { resetEachTest: true });

const TEN_MINUTES = 600_000;
const placedSchema = z.object({ client_order_id: z.string(), order_id: z.string() });

// The one resend of a POST (docs/decisions/0021-posts-not-retried-but-resent-once-after-a-stale-timestamp.md): a place
// refused for its timestamp was refused at authentication, before the broker did anything with it.
test('an order refused for a stale timestamp is sent once more and placed once', async () => {
  const draft = limitBuy(((await lastPrice(stack, 'AAPL')) * 0.9).toFixed(2));
  // The broker's clock jumps ten minutes ahead: the place is the first request signed too far from it.
  await stack.control.setServerClockOffset(TEN_MINUTES);
  const placed = placedSchema.parse(await stack.client.call('orders:place', { body: toPlaceBody(draft) }));
  expect(placed.client_order_id).toBe(draft.client_order_id);
  // Refused, then accepted: had the refused request placed the order, the second would have been
  // refused for its client_order_id instead.
  expect((await placeCalls(stack)).map((r) => r.status)).toEqual([401, 200]);

  // What a second send would meet if the first had been carried out: a refusal, not a second order.
  const again = await stack.client.call('orders:place', { body: toPlaceBody(draft) }).catch((e: unknown) => e);
  expect(again).toBeInstanceOf(UpstreamHttpError);
  expect(again).toMatchObject({ status: 417, upstreamMessage: expect.stringContaining('already used') as unknown });
  expect((await placeCalls(stack)).map((r) => r.status)).toEqual([401, 200, 417]);
});

import { expect, test } from 'vitest';
import { EVENT_TYPE, type SubscribeResponse } from '@server/protocol/trade-events-proto';
import { CASH_ACCOUNT, MARGIN_ACCOUNT, useEventStreamHarness } from './testing/event-stream-harness';
import { orderEvent } from './testing/order-events';

// A short heartbeat so the tests see several; nothing asserts on how long anything took.
const start = useEventStreamHarness({ pingMs: 50 });

const ofType = (type: number) => (messages: SubscribeResponse[]) => messages.filter((m) => m.eventType === type);
const orders = ofType(EVENT_TYPE.Order);
const pings = ofType(EVENT_TYPE.Ping);
const clientOrderIds = (messages: SubscribeResponse[]) =>
  orders(messages).map((m) => (JSON.parse(m.payload) as { client_order_id: string }).client_order_id);

test('SubscribeSuccess comes first, then text/plain pings, for either algorithm', async () => {
  const harness = await start();
  for (const algorithm of ['HMAC-SHA256', 'HMAC-SHA1'] as const) {
    const subscription = harness.subscribe({ algorithm });
    await subscription.until((messages) => pings(messages).length >= 2);
    expect(subscription.messages[0]).toMatchObject({ eventType: EVENT_TYPE.SubscribeSuccess });
    for (const ping of pings(subscription.messages)) {
      expect(ping).toMatchObject({ contentType: 'text/plain', timestamp: expect.any(Number) as number });
    }
    subscription.cancel();
    await harness.statsUntil((stats) => Object.keys(stats.subscriptions).length === 0);
  }
});

test("order events of the subscribed accounts arrive in publish order, other accounts' never", async () => {
  const harness = await start();
  const subscription = harness.subscribe({ accounts: [MARGIN_ACCOUNT], subscribeType: 3 });
  await subscription.until((messages) => messages.length > 0);
  for (const [account, id] of [
    [MARGIN_ACCOUNT, 'a'],
    [CASH_ACCOUNT, 'x'],
    [MARGIN_ACCOUNT, 'b'],
    [CASH_ACCOUNT, 'y'],
    [MARGIN_ACCOUNT, 'c'],
  ] as const) {
    harness.bus.publish(orderEvent(account, id));
  }
  // The stream keeps order, so once "c" is in, anything of the other account would be too.
  await subscription.until((messages) => clientOrderIds(messages).includes('c'));
  expect(clientOrderIds(subscription.messages)).toEqual(['a', 'b', 'c']);
  const [first] = orders(subscription.messages);
  expect(first).toMatchObject({
    eventType: 1024,
    subscribeType: 1,
    contentType: 'application/json',
    requestId: 'req-a',
    timestamp: expect.any(Number) as number,
  });
  expect(JSON.parse(first?.payload ?? '')).toEqual(orderEvent(MARGIN_ACCOUNT, 'a').payload);
});

test('a subscribeType without the order bit gets pings but no order events', async () => {
  const harness = await start();
  const subscription = harness.subscribe({ accounts: [MARGIN_ACCOUNT, CASH_ACCOUNT], subscribeType: 2 });
  await subscription.until((messages) => messages.length > 0);
  harness.bus.publish(orderEvent(MARGIN_ACCOUNT, 'a'));
  // A ping written after the publish arrives after anything the publish wrote.
  const before = pings(subscription.messages).length;
  await subscription.until((messages) => pings(messages).length >= before + 2);
  expect(orders(subscription.messages)).toEqual([]);
});

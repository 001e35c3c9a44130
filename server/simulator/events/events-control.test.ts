import { status } from '@grpc/grpc-js';
import { expect, test } from 'vitest';
import { EVENT_TYPE, type SubscribeResponse } from '@server/protocol/trade-events-proto';
import { CASH_ACCOUNT, MARGIN_ACCOUNT, useEventStreamHarness } from './testing/event-stream-harness';
import { orderEvent } from './testing/order-events';

const start = useEventStreamHarness();

const clientOrderIds = (messages: SubscribeResponse[]) =>
  messages
    .filter((m) => m.eventType === EVENT_TYPE.Order)
    .map((m) => (JSON.parse(m.payload) as { client_order_id: string }).client_order_id);

test('drop ends every open call with UNAVAILABLE and frees the slots', async () => {
  const harness = await start();
  const subscription = harness.subscribe();
  await subscription.until((messages) => messages.length > 0);
  expect((await harness.control('events/drop', {})).json()).toEqual({ dropped: 1 });
  expect(await subscription.status).toMatchObject({ code: status.UNAVAILABLE });
  expect((await harness.control('events/stats')).json()).toMatchObject({ subscriptions: {} });
  const again = harness.subscribe();
  await again.until((messages) => messages.length > 0);
  expect(again.messages[0]).toMatchObject({ eventType: EVENT_TYPE.SubscribeSuccess });
});

test('refuse fails new calls with UNAVAILABLE (no message) and leaves open ones alone', async () => {
  const harness = await start();
  const open = harness.subscribe();
  await open.until((messages) => messages.length > 0);
  expect((await harness.control('events/refuse', { refuse: true })).json()).toEqual({ refuse: true });
  const refused = harness.subscribe({ accounts: [CASH_ACCOUNT] });
  expect(await refused.status).toMatchObject({ code: status.UNAVAILABLE });
  expect(refused.messages).toEqual([]);
  harness.bus.publish(orderEvent(MARGIN_ACCOUNT, 'still-open'));
  await open.until((messages) => clientOrderIds(messages).includes('still-open'));
  await harness.control('events/refuse', { refuse: false });
  open.cancel();
  await harness.statsUntil((stats) => Object.keys(stats.subscriptions).length === 0);
  const accepted = harness.subscribe();
  await accepted.until((messages) => messages.length > 0);
  expect(accepted.messages[0]).toMatchObject({ eventType: EVENT_TYPE.SubscribeSuccess });
});

test('events published during a stall are held, then delivered in order when it ends', async () => {
  const harness = await start();
  const subscription = harness.subscribe();
  await subscription.until((messages) => messages.length > 0);
  expect((await harness.control('events/stall', { stalled: true })).json()).toEqual({ stalled: true });
  for (const id of ['a', 'b', 'c']) harness.bus.publish(orderEvent(MARGIN_ACCOUNT, id));
  expect((await harness.control('events/stats')).json()).toMatchObject({ events_sent: 0, stalled: true });
  await harness.control('events/stall', { stalled: false });
  await subscription.until((messages) => clientOrderIds(messages).length === 3);
  expect(clientOrderIds(subscription.messages)).toEqual(['a', 'b', 'c']);
});

test('stats list open subscriptions per key with their accounts and counts; reset clears the knobs', async () => {
  const harness = await start();
  const subscription = harness.subscribe({ accounts: [MARGIN_ACCOUNT, CASH_ACCOUNT], subscribeType: 3 });
  await subscription.until((messages) => messages.length > 0);
  harness.bus.publish(orderEvent(CASH_ACCOUNT, 'a'));
  await subscription.until((messages) => clientOrderIds(messages).length === 1);
  await harness.control('events/stall', { stalled: true });
  await harness.control('events/refuse', { refuse: true });
  expect((await harness.control('events/stats')).json()).toEqual({
    subscriptions: {
      'test-app-key': [
        {
          accounts: [MARGIN_ACCOUNT, CASH_ACCOUNT],
          subscribe_type: 3,
          opened_at: expect.any(Number) as number,
          events_sent: 1,
        },
      ],
    },
    events_sent: 1,
    stalled: true,
    refuse: true,
  });
  expect((await harness.control('reset', {})).statusCode).toBe(200);
  expect((await harness.control('events/stats')).json()).toMatchObject({
    events_sent: 0,
    stalled: false,
    refuse: false,
    subscriptions: { 'test-app-key': [{ events_sent: 1 }] },
  });
});

test('the knobs check their bodies', async () => {
  const harness = await start();
  expect((await harness.control('events/stall', { stalled: 'yes' })).statusCode).toBe(400);
  expect((await harness.control('events/refuse', {})).statusCode).toBe(400);
});

import { status } from '@grpc/grpc-js';
import { afterEach, expect, test, vi } from 'vitest';
import { encodeSubscribeRequest, EVENT_TYPE, type SubscribeResponse } from '@server/protocol/trade-events-proto';
import { signEventSubscription } from '@server/signing/event-signature';
import { createNonceStore } from '../auth/nonce-store';
import type { EventCall } from './event-call';
import { createTradeEventService } from './event-service';
import { orderEvent } from './testing/order-events';
import { createTradeEventBus } from './trade-event-bus';

// The heartbeat and the stall with a recording call and fake timers, apart from gRPC.

const NOW = Date.UTC(2026, 2, 2, 15, 0, 0);
const ACCOUNT = 'A1';

afterEach(() => {
  vi.useRealTimers();
});

function recordingCall() {
  const written: SubscribeResponse[] = [];
  const ends: { code: status; details: string }[] = [];
  const call: EventCall = {
    write: (response) => written.push(response),
    end: (code, details) => ends.push({ code, details }),
    onCancelled: () => undefined,
  };
  return { call, written, ends, types: () => written.map((m) => m.eventType) };
}

function setUp() {
  vi.useFakeTimers();
  const bus = createTradeEventBus();
  const service = createTradeEventService({
    bus,
    appKey: 'k',
    appSecret: 's',
    nonces: createNonceStore(),
    wallNow: () => NOW,
    accountIds: () => [ACCOUNT],
    pingMs: 1000,
  });
  const request = encodeSubscribeRequest({ subscribeType: 1, timestamp: NOW, accounts: [ACCOUNT] });
  const metadata = signEventSubscription({
    request,
    appKey: 'k',
    secret: 's',
    algorithm: 'HMAC-SHA256',
    now: new Date(NOW),
    nonce: 'n1',
  });
  const client = recordingCall();
  service.subscribe(
    client.call,
    {
      bytes: request,
      message: { subscribeType: 1, timestamp: NOW, contentType: '', payload: '', accounts: [ACCOUNT] },
    },
    metadata,
  );
  return { bus, service, client };
}

test('one ping per interval; none while stalled, and held events go out in order after it', () => {
  const { bus, service, client } = setUp();
  vi.advanceTimersByTime(2000);
  expect(client.types()).toEqual([EVENT_TYPE.SubscribeSuccess, EVENT_TYPE.Ping, EVENT_TYPE.Ping]);
  service.setStalled(true);
  bus.publish(orderEvent(ACCOUNT, 'a'));
  vi.advanceTimersByTime(5000);
  bus.publish(orderEvent(ACCOUNT, 'b'));
  expect(client.written).toHaveLength(3);
  service.setStalled(false);
  expect(client.written.slice(3).map((m) => m.requestId)).toEqual(['req-a', 'req-b']);
  vi.advanceTimersByTime(1000);
  expect(client.types().at(-1)).toBe(EVENT_TYPE.Ping);
});

test('a dropped subscription stops its heartbeat and its bus listener', () => {
  const { bus, service, client } = setUp();
  expect(service.dropAll()).toBe(1);
  expect(client.ends).toEqual([{ code: status.UNAVAILABLE, details: 'The trade-event stream was dropped.' }]);
  bus.publish(orderEvent(ACCOUNT, 'late'));
  vi.advanceTimersByTime(10_000);
  expect(client.types()).toEqual([EVENT_TYPE.SubscribeSuccess]);
  expect(service.stats().subscriptions).toEqual({});
});

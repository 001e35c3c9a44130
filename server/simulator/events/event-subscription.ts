import type { status } from '@grpc/grpc-js';
import {
  EVENT_TYPE,
  SUBSCRIBE_TYPE,
  type SubscribeRequest,
  type SubscribeResponse,
} from '@server/protocol/trade-events-proto';
import type { EventCall } from './event-call';
import { orderEventMessage, pingMessage, subscribeSuccessMessage } from './event-messages';
import type { TradeEventBus } from './trade-event-bus';

/** An accepted Subscribe call: heartbeats and the order events of its accounts. */
export interface OpenSubscription {
  readonly appKey: string;
  readonly accounts: readonly string[];
  readonly subscribeType: number;
  readonly openedAt: number;
  eventsSent(): number;
  /** Sends what a stall held back, in publish order. */
  resume(): void;
  /** Ends the call with this status and releases its timer and bus listener. */
  end(code: status, details: string): void;
}

export interface SubscriptionOptions {
  call: EventCall;
  appKey: string;
  request: SubscribeRequest;
  bus: TradeEventBus;
  pingMs: number;
  wallNow: () => number;
  /** While true nothing is written: pings are skipped, other messages held (docs/protocol.md#trade-events). */
  stalled: () => boolean;
  /** Each order event actually written. */
  onEventSent: () => void;
  /** Once, when the call ends for any reason: the slot is free again. */
  onReleased: (subscription: OpenSubscription) => void;
}

/**
 * Opens an accepted subscription: SubscribeSuccess, then a Ping every `pingMs`, then every order
 * event of the subscribed accounts in publish order, if `subscribeType` has the order bit (1).
 */
export function openSubscription(options: SubscriptionOptions): OpenSubscription {
  const { call, request, wallNow } = options;
  const accounts = new Set(request.accounts);
  const held: SubscribeResponse[] = [];
  let sent = 0;
  let released = false;

  const deliver = (message: SubscribeResponse) => {
    call.write(message);
    if (message.eventType === EVENT_TYPE.Order) {
      sent += 1;
      options.onEventSent();
    }
  };
  const send = (message: SubscribeResponse) => {
    if (options.stalled()) held.push(message);
    else deliver(message);
  };

  send(subscribeSuccessMessage(request.accounts, wallNow()));
  // Unreferenced: the listening server keeps the process alive, never a heartbeat.
  const heartbeat = setInterval(() => {
    if (!options.stalled()) call.write(pingMessage(wallNow()));
  }, options.pingMs).unref();
  const stopListening =
    (request.subscribeType & SUBSCRIBE_TYPE.order) === 0
      ? () => undefined
      : options.bus.listen((event) => {
          if (accounts.has(event.accountId)) send(orderEventMessage(event, wallNow()));
        });

  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    stopListening();
    held.length = 0;
    options.onReleased(subscription);
  };
  call.onCancelled(release);

  const subscription: OpenSubscription = {
    appKey: options.appKey,
    accounts: request.accounts,
    subscribeType: request.subscribeType,
    openedAt: wallNow(),
    eventsSent: () => sent,
    resume() {
      for (const message of held.splice(0)) deliver(message);
    },
    end(code, details) {
      release();
      call.end(code, details);
    },
  };
  return subscription;
}

import { status } from '@grpc/grpc-js';
import { EVENT_TYPE, type SubscribeRequest } from '@server/protocol/trade-events-proto';
import type { NonceStore } from '../auth/nonce-store';
import { verifyEventMetadata } from '../auth/verify-event-metadata';
import type { EventCall } from './event-call';
import { refusalMessage } from './event-messages';
import { openSubscription, type OpenSubscription } from './event-subscription';
import type { TradeEventBus } from './trade-event-bus';

/**
 * At most one open subscription per app key: the only report of the provider's rule says a
 * second concurrent one is refused, and the BFF keeps exactly one (docs/protocol.md#trade-events).
 */
export const MAX_SUBSCRIPTIONS_PER_KEY = 1;
export const DEFAULT_PING_MS = 10_000;
const DEFAULT_WINDOW_MS = 300_000;

export interface TradeEventServiceOptions {
  bus: TradeEventBus;
  appKey: string;
  appSecret: string;
  /** Shared with the HTTP API: a nonce is single-use across both. */
  nonces: NonceStore;
  wallNow: () => number;
  /** Allowed x-timestamp skew and nonce memory; 300 s by default (docs/protocol.md#clock-and-nonce). */
  windowMs?: number;
  /** Account ids of the simulator's state, read on every Subscribe. */
  accountIds: () => readonly string[];
  pingMs?: number;
  maxPerKey?: number;
}

/** A received Subscribe request: the exact bytes (signed) and their decoding (null if not a request). */
export interface ReceivedRequest {
  bytes: Uint8Array;
  message: SubscribeRequest | null;
}

export interface TradeEventStats {
  subscriptions: Record<
    string,
    { accounts: string[]; subscribe_type: number; opened_at: number; events_sent: number }[]
  >;
  events_sent: number;
  stalled: boolean;
  refuse: boolean;
}

/** The simulator's trade-event stream, apart from the gRPC transport, with its control knobs. */
export interface TradeEventService {
  subscribe(call: EventCall, request: ReceivedRequest, metadata: Readonly<Record<string, string | undefined>>): void;
  /** Ends every open subscription with UNAVAILABLE; returns how many. */
  dropAll(): number;
  setStalled(stalled: boolean): void;
  setRefusing(refuse: boolean): void;
  stats(): TradeEventStats;
  /** Stall and refuse off (held events are sent), counter to zero; subscriptions stay. */
  reset(): void;
}

export function createTradeEventService(options: TradeEventServiceOptions): TradeEventService {
  const maxPerKey = options.maxPerKey ?? MAX_SUBSCRIPTIONS_PER_KEY;
  const open = new Set<OpenSubscription>();
  let stalled = false;
  let refusing = false;
  let eventsSent = 0;

  const refuse = (call: EventCall, eventType: 2 | 3, code: string, message: string, grpcStatus: status) => {
    call.write(refusalMessage(eventType, code, message, options.wallNow()));
    call.end(grpcStatus, `${code}: ${message}`);
  };

  const setStalled = (value: boolean) => {
    stalled = value;
    if (!stalled) for (const subscription of open) subscription.resume();
  };

  return {
    subscribe(call, request, metadata) {
      // Checked first, like the MQTT refuse switch: a refused call spends no nonce.
      if (refusing) {
        call.end(status.UNAVAILABLE, 'The trade-event service is not accepting subscriptions.');
        return;
      }
      if (request.message === null) {
        call.end(status.INVALID_ARGUMENT, 'The request is not a SubscribeRequest.');
        return;
      }
      const auth = verifyEventMetadata(
        { metadata, request: request.bytes, nowMs: options.wallNow() },
        {
          secretFor: (key) => (key === options.appKey ? options.appSecret : undefined),
          nonces: options.nonces,
          windowMs: options.windowMs ?? DEFAULT_WINDOW_MS,
        },
      );
      if (!auth.ok) {
        refuse(call, EVENT_TYPE.AuthError, auth.code, auth.message, status.UNAUTHENTICATED);
        return;
      }
      const accounts = request.message.accounts;
      if (accounts.length === 0) {
        refuse(call, EVENT_TYPE.AuthError, 'ILLEGAL_PARAMETER', 'accounts is empty.', status.INVALID_ARGUMENT);
        return;
      }
      const known = new Set(options.accountIds());
      const unknown = accounts.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        const message = `Account ${unknown.join(', ')} is not accessible to this app key.`;
        refuse(call, EVENT_TYPE.AuthError, 'ACCOUNT_ACCESS_DENIED', message, status.PERMISSION_DENIED);
        return;
      }
      const ofKey = [...open].filter((subscription) => subscription.appKey === auth.appKey).length;
      if (ofKey >= maxPerKey) {
        const message = `At most ${String(maxPerKey)} trade-event subscription per app key may be open.`;
        refuse(call, EVENT_TYPE.NumOfConnExceed, 'TOO_MANY_CONNECTIONS', message, status.RESOURCE_EXHAUSTED);
        return;
      }
      const subscription = openSubscription({
        call,
        appKey: auth.appKey,
        request: request.message,
        bus: options.bus,
        pingMs: options.pingMs ?? DEFAULT_PING_MS,
        wallNow: options.wallNow,
        stalled: () => stalled,
        onEventSent: () => {
          eventsSent += 1;
        },
        onReleased: (released) => open.delete(released),
      });
      open.add(subscription);
    },
    dropAll() {
      const dropped = [...open];
      for (const subscription of dropped) {
        subscription.end(status.UNAVAILABLE, 'The trade-event stream was dropped.');
      }
      return dropped.length;
    },
    setStalled,
    setRefusing(value) {
      refusing = value;
    },
    stats() {
      const subscriptions: TradeEventStats['subscriptions'] = {};
      for (const subscription of open) {
        (subscriptions[subscription.appKey] ??= []).push({
          accounts: [...subscription.accounts],
          subscribe_type: subscription.subscribeType,
          opened_at: subscription.openedAt,
          events_sent: subscription.eventsSent(),
        });
      }
      return { subscriptions, events_sent: eventsSent, stalled, refuse: refusing };
    },
    reset() {
      refusing = false;
      setStalled(false);
      eventsSent = 0;
    },
  };
}

import { randomUUID } from 'node:crypto';
import { EVENT_TYPE, SUBSCRIBE_TYPE, type SubscribeResponse } from '@server/protocol/trade-events-proto';
import type { OrderEvent } from './order-event';

// The messages of the trade-event stream as the simulator sends them: docs/protocol.md#trade-events

const newRequestId = () => randomUUID().replaceAll('-', '');

function textMessage(eventType: number, text: string, nowMs: number): SubscribeResponse {
  return {
    eventType,
    subscribeType: 0,
    contentType: 'text/plain',
    payload: text,
    requestId: newRequestId(),
    timestamp: nowMs,
  };
}

/** The first message of an accepted subscription. */
export function subscribeSuccessMessage(accounts: readonly string[], nowMs: number): SubscribeResponse {
  return textMessage(EVENT_TYPE.SubscribeSuccess, `Subscribed to ${accounts.join(', ')}.`, nowMs);
}

/** The heartbeat. */
export function pingMessage(nowMs: number): SubscribeResponse {
  return textMessage(EVENT_TYPE.Ping, 'ping', nowMs);
}

/**
 * The one message of a refused subscription: `<error_code>: <message>`, the code being the
 * HTTP error code of the same failure, so a client can tell the causes apart.
 */
export function refusalMessage(
  eventType: typeof EVENT_TYPE.AuthError | typeof EVENT_TYPE.NumOfConnExceed,
  code: string,
  message: string,
  nowMs: number,
): SubscribeResponse {
  return textMessage(eventType, `${code}: ${message}`, nowMs);
}

/** An order event: JSON payload, the payload's own `request_id` as the message's `requestId`. */
export function orderEventMessage(event: OrderEvent, nowMs: number): SubscribeResponse {
  return {
    eventType: EVENT_TYPE.Order,
    subscribeType: SUBSCRIBE_TYPE.order,
    contentType: 'application/json',
    payload: JSON.stringify(event.payload),
    requestId: event.payload.request_id,
    timestamp: nowMs,
  };
}

import { status } from '@grpc/grpc-js';
import { EVENT_TYPE, type SubscribeResponse } from '@server/protocol/trade-events-proto';
import type { EventCallHandlers, EventConnector, SubscribeParams } from '../trading/event-call';

/** One call the stream opened, driven by the test. */
export interface FakeEventCall {
  params: SubscribeParams;
  cancelled: boolean;
  send(eventType: number, payload?: string): void;
  /** Ends the call as the server would, with this status. */
  end(code?: status, details?: string): void;
}

/** A connector whose calls the test answers by hand: every call opened, newest last. */
export function createFakeEventConnector(): { connector: EventConnector; calls: FakeEventCall[] } {
  const calls: FakeEventCall[] = [];
  let sent = 0;
  const connector: EventConnector = (params, handlers: EventCallHandlers) => {
    const call: FakeEventCall = {
      params,
      cancelled: false,
      send(eventType, payload = '') {
        sent += 1;
        const message: SubscribeResponse = {
          eventType,
          subscribeType: eventType === EVENT_TYPE.Order ? 1 : 0,
          contentType: eventType === EVENT_TYPE.Order ? 'application/json' : 'text/plain',
          payload,
          requestId: `msg-${String(sent)}`,
          timestamp: 0,
        };
        if (!call.cancelled) handlers.onMessage(message);
      },
      end(code = status.UNAVAILABLE, details = 'dropped') {
        if (!call.cancelled) handlers.onEnd({ code, details });
        call.cancelled = true;
      },
    };
    calls.push(call);
    return {
      cancel() {
        call.cancelled = true;
      },
    };
  };
  return { connector, calls };
}

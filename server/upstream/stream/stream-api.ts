import type { Category } from '@contracts/common';
import type { UpstreamClient } from '../client/http-client';
import { OPERATIONS } from '../client/operations';
import type { Scheduler } from '../client/scheduler';

/** Data kinds of the Data Streaming API (docs/protocol.md#topics-and-messages): QUOTE = depth, SNAPSHOT = quote, TICK = trades. */
export type SubType = 'QUOTE' | 'SNAPSHOT' | 'TICK';

/** One subscribe or unsubscribe call: at most 100 symbols of one category with the same sub_types. */
export interface StreamRequest {
  symbols: string[];
  category: Category;
  subTypes: SubType[];
}

/** The HTTP side of the stream (docs/protocol.md#subscribe-and-unsubscribe), for one MQTT session id. */
export interface StreamApi {
  subscribe(sessionId: string, request: StreamRequest): Promise<void>;
  unsubscribe(sessionId: string, request: StreamRequest): Promise<void>;
}

/**
 * Signed subscribe and unsubscribe calls, paced by the scheduler in their rate groups
 * (subscribe 600 / 60 s, unsubscribe 1 / s: docs/protocol.md#rate-limits). They are POSTs, so never retried
 * by the client; the subscription manager tries a failed one again.
 */
export function createStreamApi(deps: { client: UpstreamClient; scheduler: Scheduler }): StreamApi {
  async function send(
    operation: 'streamSubscribe' | 'streamUnsubscribe',
    body: Record<string, unknown>,
  ): Promise<void> {
    // No coalescing key: a call sent before a reconnect must not stand in for one after it (the
    // server forgets subscriptions on reconnect, docs/protocol.md#streaming); the manager avoids duplicates.
    await deps.scheduler.run({ group: OPERATIONS[operation].group, priority: 'interactive' }, () =>
      deps.client.call(operation, { body }),
    );
  }
  return {
    subscribe: (sessionId, request) =>
      send('streamSubscribe', {
        session_id: sessionId,
        symbols: request.symbols,
        category: request.category,
        sub_types: request.subTypes,
        // The extended-hours and overnight fields of Snapshot are shown by the quote panel.
        overnight_required: true,
      }),
    unsubscribe: (sessionId, request) =>
      send('streamUnsubscribe', {
        session_id: sessionId,
        symbols: request.symbols,
        category: request.category,
        sub_types: request.subTypes,
        unsubscribe_all: false,
      }),
  };
}

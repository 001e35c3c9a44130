import { Client, credentials, Metadata, type status, type StatusObject } from '@grpc/grpc-js';
import {
  decodeSubscribeResponse,
  encodeSubscribeRequest,
  SUBSCRIBE_METHOD,
  type SubscribeResponse,
} from '@server/protocol/trade-events-proto';
import type { SignatureAlgorithm } from '@server/signing/algorithms';
import { signEventSubscription } from '@server/signing/event-signature';
import { newNonce } from '@server/signing/timestamp';
import { parseEventsUrl } from './events-url';

/** What the stream's controller hears from one Subscribe call. */
export interface EventCallHandlers {
  onMessage(message: SubscribeResponse): void;
  /** The call ended with this status (not called after `cancel`). Once. */
  onEnd(end: { code: status; details: string }): void;
}

export interface EventCall {
  /** Ends the call and its connection; nothing more is reported. Idempotent. */
  cancel(): void;
}

export interface SubscribeParams {
  accounts: string[];
  subscribeType: number;
}

/** Opens one call per invocation; the controller decides when to call again (its own backoff). */
export type EventConnector = (params: SubscribeParams, handlers: EventCallHandlers) => EventCall;

export interface GrpcEventConnectorOptions {
  /** `grpcs://host:port` (provider) or `grpc://127.0.0.1:port` (simulator). */
  url: string;
  appKey: string;
  appSecret: string;
  algorithm: SignatureAlgorithm;
  /** Wall clock (ms): the request's `timestamp` and the signature's `x-timestamp`. */
  now: () => number;
  nonce?: () => string;
}

/**
 * Subscribe calls with grpc-js, each on a channel of its own (a call the watchdog gave up on
 * may sit on a dead connection, which must not carry the next), each signed afresh: a new
 * nonce and timestamp over the exact request bytes sent (docs/protocol.md#metadata-signing).
 * Messages are written and read with server/protocol's one copy of events.proto.
 */
export function grpcEventConnector(options: GrpcEventConnectorOptions): EventConnector {
  const target = parseEventsUrl(options.url);
  const nonce = options.nonce ?? newNonce;
  return (params, handlers) => {
    const nowMs = options.now();
    const request = encodeSubscribeRequest({ ...params, timestamp: nowMs });
    const signed = signEventSubscription({
      request,
      appKey: options.appKey,
      secret: options.appSecret,
      algorithm: options.algorithm,
      now: new Date(nowMs),
      nonce: nonce(),
    });
    const metadata = new Metadata();
    for (const [name, value] of Object.entries(signed)) metadata.set(name, value);
    const client = new Client(target.address, target.secure ? credentials.createSsl() : credentials.createInsecure());
    const call = client.makeServerStreamRequest(
      SUBSCRIBE_METHOD,
      (bytes: Uint8Array) => Buffer.from(bytes),
      (bytes: Buffer) => decodeSubscribeResponse(bytes),
      request,
      metadata,
    );
    let ended = false;
    call.on('data', (message: SubscribeResponse) => {
      if (!ended) handlers.onMessage(message);
    });
    // A non-OK status is also emitted as 'error'; it is read from 'status'.
    call.on('error', () => undefined);
    call.on('status', (end: StatusObject) => {
      if (ended) return;
      ended = true;
      client.close();
      handlers.onEnd({ code: end.code, details: end.details });
    });
    return {
      cancel() {
        if (ended) return;
        ended = true;
        call.cancel();
        client.close();
      },
    };
  };
}

import type { ServiceDefinition } from '@grpc/grpc-js';
import {
  decodeSubscribeRequest,
  decodeSubscribeResponse,
  encodeSubscribeResponse,
  SUBSCRIBE_METHOD,
  type SubscribeResponse,
} from '@server/protocol/trade-events-proto';
import type { ReceivedRequest } from './event-service';

function decodeOrNull(bytes: Uint8Array): ReceivedRequest['message'] {
  try {
    return decodeSubscribeRequest(bytes);
  } catch {
    return null;
  }
}

/**
 * `grpc.trade.event.EventService` for grpc-js, written by hand instead of loaded by a proto loader
 * because the signature hashes the request's exact bytes: the request deserializer keeps them next
 * to the decoded message. Messages go through server/protocol's one copy of events.proto.
 */
export const eventServiceDefinition = {
  Subscribe: {
    path: SUBSCRIBE_METHOD,
    requestStream: false,
    responseStream: true,
    requestSerialize: (request: ReceivedRequest) => Buffer.from(request.bytes),
    requestDeserialize: (bytes: Buffer): ReceivedRequest => ({ bytes, message: decodeOrNull(bytes) }),
    responseSerialize: (response: SubscribeResponse) => Buffer.from(encodeSubscribeResponse(response)),
    responseDeserialize: (bytes: Buffer) => decodeSubscribeResponse(bytes),
  },
} satisfies ServiceDefinition;

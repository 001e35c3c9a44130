import { readFileSync } from 'node:fs';
import protobuf from 'protobufjs';
import { z } from 'zod';

// Parsed at load from the one .proto file beside this module, so the simulator's server and the
// BFF's client cannot drift apart: docs/protocol.md#trade-events
const root = protobuf.parse(readFileSync(new URL('./events.proto', import.meta.url), 'utf8'), { keepCase: true }).root;
const requestType = root.lookupType('grpc.trade.event.SubscribeRequest');
const responseType = root.lookupType('grpc.trade.event.SubscribeResponse');

/** The full gRPC method name of the subscription. */
export const SUBSCRIBE_METHOD = '/grpc.trade.event.EventService/Subscribe';

/**
 * `SubscribeResponse.eventType` values: the proto enum, then the data codes outside it (proto3
 * enums are open, so they travel as plain numbers).
 */
export const EVENT_TYPE = {
  SubscribeSuccess: 0,
  Ping: 1,
  AuthError: 2,
  NumOfConnExceed: 3,
  SubscribeExpired: 4,
  Order: 1024,
  Position: 1028,
  Option: 1032,
} as const;

/** Bits of `SubscribeRequest.subscribeType`, and the `subscribeType` of a data event. */
export const SUBSCRIBE_TYPE = { order: 1, position: 2 } as const;

const requestSchema = z.object({
  subscribeType: z.number().int().nonnegative(),
  timestamp: z.number().int(),
  contentType: z.string(),
  payload: z.string(),
  accounts: z.array(z.string()),
});
export type SubscribeRequest = z.infer<typeof requestSchema>;

const responseSchema = z.object({
  eventType: z.number().int(),
  subscribeType: z.number().int().nonnegative(),
  contentType: z.string(),
  payload: z.string(),
  requestId: z.string(),
  timestamp: z.number().int(),
});
export type SubscribeResponse = z.infer<typeof responseSchema>;

// Every field present (proto3 defaults filled in), 64-bit numbers as JS numbers (epoch ms fit),
// enums as numbers so the data codes outside the enum survive.
const readOptions: protobuf.IConversionOptions = { longs: Number, enums: Number, defaults: true, arrays: true };

export function encodeSubscribeRequest(request: Partial<SubscribeRequest>): Uint8Array {
  return requestType.encode(request).finish();
}

/** Decodes a request; throws on bytes that are not a `SubscribeRequest`. */
export function decodeSubscribeRequest(bytes: Uint8Array): SubscribeRequest {
  return requestSchema.parse(requestType.toObject(requestType.decode(bytes), readOptions));
}

export function encodeSubscribeResponse(response: Partial<SubscribeResponse>): Uint8Array {
  return responseType.encode(response).finish();
}

/** Decodes a response; throws on bytes that are not a `SubscribeResponse`. */
export function decodeSubscribeResponse(bytes: Uint8Array): SubscribeResponse {
  return responseSchema.parse(responseType.toObject(responseType.decode(bytes), readOptions));
}

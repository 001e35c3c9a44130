import { QUOTES_MESSAGE_TYPES, type QuotesTopic } from '@server/protocol/quotes-proto';

/** A data topic the BFF receives: `quote`, `snapshot` or `tick` (docs/protocol.md#streaming). */
export type DataTopic = QuotesTopic;

/** Decodes a payload into a plain object (unset proto3 strings are left out); throws on bad bytes. */
export function decodeStreamMessage(topic: DataTopic, payload: Uint8Array): unknown {
  const type = QUOTES_MESSAGE_TYPES[topic];
  return type.toObject(type.decode(payload), { defaults: false, arrays: true });
}

/** Encodes a plain object: for tests that play the upstream's part. */
export function encodeStreamMessage(topic: DataTopic, message: Record<string, unknown>): Uint8Array {
  const type = QUOTES_MESSAGE_TYPES[topic];
  const problem = type.verify(message);
  if (problem !== null) throw new Error(`not a valid ${topic} message: ${problem}`);
  return type.encode(type.fromObject(message)).finish();
}

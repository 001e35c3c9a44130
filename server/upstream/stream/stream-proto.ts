import protobuf from 'protobufjs';

/**
 * The push messages of the Data Streaming API (docs/protocol.md#topics-and-messages, package `quotes`, proto3, every
 * scalar a string). Only the stock messages the BFF subscribes to are declared.
 */
const PROTO = `
syntax = "proto3";
package quotes;
message Basic { string symbol = 1; string instrument_id = 2; string timestamp = 3; string trading_session = 4; }
message Order { string mpid = 1; string size = 2; }
message Broker { string bid = 1; string name = 2; }
message AskBid { string price = 1; string size = 2; repeated Order order = 3; repeated Broker broker = 4; }
message Quote { Basic basic = 1; repeated AskBid asks = 2; repeated AskBid bids = 3; }
message Tick { Basic basic = 1; string time = 2; string price = 3; string volume = 4; string side = 5; }
message Snapshot {
  Basic basic = 1; string trade_time = 2; string price = 3; string open = 4; string high = 5; string low = 6;
  string pre_close = 7; string volume = 8; string change = 9; string change_ratio = 10; string ext_trade_time = 11;
  string ext_price = 12; string ext_high = 13; string ext_low = 14; string ext_volume = 15; string ext_change = 16;
  string ext_change_ratio = 17; string ovn_trade_time = 18; string ovn_price = 19; string ovn_high = 20;
  string ovn_low = 21; string ovn_volume = 22; string ovn_change = 23; string ovn_change_ratio = 24;
}
`;

const root = protobuf.parse(PROTO, { keepCase: true }).root;

/** The message type behind each data topic the BFF receives. */
export const STREAM_MESSAGE_TYPES = {
  snapshot: root.lookupType('quotes.Snapshot'),
  quote: root.lookupType('quotes.Quote'),
  tick: root.lookupType('quotes.Tick'),
} as const;

export type DataTopic = keyof typeof STREAM_MESSAGE_TYPES;

/** Decodes a payload into a plain object (unset proto3 strings are left out); throws on bad bytes. */
export function decodeStreamMessage(topic: DataTopic, payload: Uint8Array): unknown {
  const type = STREAM_MESSAGE_TYPES[topic];
  return type.toObject(type.decode(payload), { defaults: false, arrays: true });
}

/** Encodes a plain object: for tests that play the upstream's part. */
export function encodeStreamMessage(topic: DataTopic, message: Record<string, unknown>): Uint8Array {
  const type = STREAM_MESSAGE_TYPES[topic];
  const problem = type.verify(message);
  if (problem !== null) throw new Error(`not a valid ${topic} message: ${problem}`);
  return type.encode(type.fromObject(message)).finish();
}

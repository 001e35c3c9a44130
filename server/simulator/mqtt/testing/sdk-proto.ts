import protobuf from 'protobufjs';

/**
 * The push messages as a client's SDK declares them (docs/protocol.md#streaming), written out
 * here on purpose rather than read from server/protocol/quotes.proto: the simulator encodes
 * and the BFF decodes with that one file, so a wrong field number or type in it would be
 * written and read the same wrong way and every other test would pass. Decoding the pushes
 * with this separate copy is what catches it. Do not replace it with the shared schema.
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
message Snapshot { Basic basic = 1; string trade_time = 2; string price = 3; string open = 4; string high = 5; string low = 6;
  string pre_close = 7; string volume = 8; string change = 9; string change_ratio = 10; string ext_trade_time = 11;
  string ext_price = 12; string ext_high = 13; string ext_low = 14; string ext_volume = 15; string ext_change = 16;
  string ext_change_ratio = 17; string ovn_trade_time = 18; string ovn_price = 19; string ovn_high = 20; string ovn_low = 21;
  string ovn_volume = 22; string ovn_change = 23; string ovn_change_ratio = 24; }
`;

const root = protobuf.parse(PROTO, { keepCase: true }).root;

/** Decodes a pushed payload of `type` (Quote, Snapshot, Tick) to a plain object with every field. */
export function decodePush(type: 'Quote' | 'Snapshot' | 'Tick', payload: Uint8Array): Record<string, unknown> {
  const message = root.lookupType(`quotes.${type}`);
  return message.toObject(message.decode(payload), { defaults: true, arrays: true });
}

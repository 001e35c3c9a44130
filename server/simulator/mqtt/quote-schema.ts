import protobuf from 'protobufjs';

/**
 * The push payloads of docs/protocol.md#topics-and-messages (package `quotes`, proto3, every scalar a string),
 * declared by reflection so no generated code or .proto file has to ship with the simulator.
 * Field numbers follow the SDK's message.proto exactly; a client decoding with that file reads
 * these bytes.
 */
type FieldSpec = readonly [name: string, id: number, type?: string, rule?: 'repeated'];

const MESSAGES: Record<string, readonly FieldSpec[]> = {
  Basic: [['symbol', 1], ['instrument_id', 2], ['timestamp', 3], ['trading_session', 4]],
  Order: [['mpid', 1], ['size', 2]],
  Broker: [['bid', 1], ['name', 2]],
  AskBid: [['price', 1], ['size', 2], ['order', 3, 'Order', 'repeated'], ['broker', 4, 'Broker', 'repeated']],
  Quote: [['basic', 1, 'Basic'], ['asks', 2, 'AskBid', 'repeated'], ['bids', 3, 'AskBid', 'repeated']],
  Tick: [['basic', 1, 'Basic'], ['time', 2], ['price', 3], ['volume', 4], ['side', 5]],
  Snapshot: [
    ['basic', 1, 'Basic'], ['trade_time', 2], ['price', 3], ['open', 4], ['high', 5], ['low', 6], ['pre_close', 7],
    ['volume', 8], ['change', 9], ['change_ratio', 10], ['ext_trade_time', 11], ['ext_price', 12], ['ext_high', 13],
    ['ext_low', 14], ['ext_volume', 15], ['ext_change', 16], ['ext_change_ratio', 17], ['ovn_trade_time', 18],
    ['ovn_price', 19], ['ovn_high', 20], ['ovn_low', 21], ['ovn_volume', 22], ['ovn_change', 23], ['ovn_change_ratio', 24],
  ],
};

function buildRoot(): protobuf.Root {
  const namespace = new protobuf.Namespace('quotes');
  for (const [name, fields] of Object.entries(MESSAGES)) {
    const type = new protobuf.Type(name);
    for (const [field, id, fieldType = 'string', rule] of fields) type.add(new protobuf.Field(field, id, fieldType, rule));
    namespace.add(type);
  }
  const root = new protobuf.Root();
  root.add(namespace);
  root.resolveAll();
  return root;
}

/** The `quotes` package; tests decode pushes with it as a client would. */
export const quotesRoot = buildRoot();

export const QuoteType = quotesRoot.lookupType('quotes.Quote');
export const SnapshotType = quotesRoot.lookupType('quotes.Snapshot');
export const TickType = quotesRoot.lookupType('quotes.Tick');

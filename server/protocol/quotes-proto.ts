import { readFileSync } from 'node:fs';
import protobuf from 'protobufjs';

// Parsed at load from the one .proto file beside this module, so the BFF's decoder and the
// simulator's encoder cannot drift apart. `keepCase` keeps the snake_case field names the
// provider uses, which the zod schemas of the stream read.
const root = protobuf.parse(readFileSync(new URL('./quotes.proto', import.meta.url), 'utf8'), { keepCase: true }).root;

/** The message type pushed on each data topic of the stream: docs/protocol.md#streaming */
export const QUOTES_MESSAGE_TYPES = {
  quote: root.lookupType('quotes.Quote'),
  snapshot: root.lookupType('quotes.Snapshot'),
  tick: root.lookupType('quotes.Tick'),
} as const;

export type QuotesTopic = keyof typeof QUOTES_MESSAGE_TYPES;

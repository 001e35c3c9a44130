import { z } from 'zod';
import { decimalString } from '@contracts/common';
import { tickSchema as contractTickSchema } from '@contracts/market-data';
import type { LiveDepth, LiveQuote, LiveTicks } from '@contracts/stream';
import { decodeStreamMessage } from './stream-proto';

// proto3 strings: an unset field is absent, and an empty string means "no value" too. The
// schemas only check; empty strings become "absent" and numbers in the mapping below, because
// zod transforms and pipes cost several times a plain check on a path taken for every push.
const text = z.string().optional();
const decimal = z
  .string()
  .regex(/^(-?\d+(\.\d+)?)?$/, 'expected a decimal number as text')
  .optional();
// Times are epoch milliseconds as decimal strings (docs/protocol.md#topics-and-messages, Basic.timestamp).
const millis = z.string().regex(/^\d*$/, 'expected epoch milliseconds').optional();

const basicSchema = z.object({ symbol: z.string().min(1), timestamp: millis });
const levelSchema = z.object({ price: decimalString, size: text });

// Checked once, here, into the contract's field rules (decimals as decimal strings): a push is
// decoded once for every browser, so it is not validated a second time.
const snapshotSchema = z.object({
  basic: basicSchema,
  trade_time: millis,
  price: decimalString,
  open: decimal,
  high: decimal,
  low: decimal,
  pre_close: decimal,
  volume: text,
  change: decimal,
  change_ratio: decimal,
  ext_trade_time: millis,
  ext_price: decimal,
  ext_change: decimal,
  ext_change_ratio: decimal,
  ovn_trade_time: millis,
  ovn_price: decimal,
  ovn_change: decimal,
  ovn_change_ratio: decimal,
});
const quoteSchema = z.object({
  basic: basicSchema,
  asks: z.array(levelSchema).optional(),
  bids: z.array(levelSchema).optional(),
});
const tickSchema = z.object({
  basic: basicSchema,
  time: millis,
  price: decimalString,
  volume: text,
  side: z.union([contractTickSchema.shape.side, z.literal('')]).optional(),
});

/** A checked string field: empty means unset. */
const value = (s: string | undefined) => (s === undefined || s === '' ? undefined : s);
const time = (s: string | undefined) => (s === undefined || s === '' ? undefined : Number(s));
const levels = (list: z.infer<typeof levelSchema>[] | undefined) =>
  (list ?? []).map((level) => ({ price: level.price, size: value(level.size) ?? '0' }));

/** One decoded push, in the shapes browsers receive (src/contracts/stream.ts). */
export type StreamPush =
  | { kind: 'quote'; symbol: string; data: LiveQuote }
  | { kind: 'depth'; symbol: string; data: LiveDepth }
  | { kind: 'tick'; symbol: string; data: LiveTicks };

/**
 * Turns a message on the upstream topic `snapshot`, `quote` or `tick` into a validated push;
 * throws when the bytes are not the documented message. Decimals stay strings.
 */
export function decodePush(topic: 'snapshot' | 'quote' | 'tick', payload: Uint8Array, receivedAt: number): StreamPush {
  if (topic === 'snapshot') {
    const m = snapshotSchema.parse(decodeStreamMessage('snapshot', payload));
    const symbol = m.basic.symbol.toUpperCase();
    const data: LiveQuote = {
      symbol,
      price: m.price,
      open: value(m.open),
      high: value(m.high),
      low: value(m.low),
      pre_close: value(m.pre_close),
      volume: value(m.volume),
      change: value(m.change),
      change_ratio: value(m.change_ratio),
      // A snapshot without a trade time is dated by its push.
      trade_time: time(m.trade_time) ?? time(m.basic.timestamp) ?? receivedAt,
      ext_price: value(m.ext_price),
      ext_change: value(m.ext_change),
      ext_change_ratio: value(m.ext_change_ratio),
      ext_trade_time: time(m.ext_trade_time),
      ovn_price: value(m.ovn_price),
      ovn_change: value(m.ovn_change),
      ovn_change_ratio: value(m.ovn_change_ratio),
      ovn_trade_time: time(m.ovn_trade_time),
      source: 'stream',
      received_at: receivedAt,
    };
    return { kind: 'quote', symbol, data };
  }
  if (topic === 'quote') {
    const m = quoteSchema.parse(decodeStreamMessage('quote', payload));
    const symbol = m.basic.symbol.toUpperCase();
    const data: LiveDepth = {
      symbol,
      time: time(m.basic.timestamp) ?? receivedAt,
      asks: levels(m.asks),
      bids: levels(m.bids),
      received_at: receivedAt,
    };
    return { kind: 'depth', symbol, data };
  }
  const m = tickSchema.parse(decodeStreamMessage('tick', payload));
  const symbol = m.basic.symbol.toUpperCase();
  const data: LiveTicks = {
    symbol,
    ticks: [
      {
        time: time(m.time) ?? time(m.basic.timestamp) ?? receivedAt,
        price: m.price,
        volume: value(m.volume) ?? '0',
        side: m.side === undefined || m.side === '' ? 'N' : m.side,
      },
    ],
    received_at: receivedAt,
  };
  return { kind: 'tick', symbol, data };
}

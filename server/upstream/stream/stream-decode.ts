import { z } from 'zod';
import { liveDepthSchema, liveQuoteSchema, liveTicksSchema, type LiveDepth, type LiveQuote, type LiveTicks } from '../../../src/contracts/stream';
import { decodeStreamMessage } from './stream-proto';

// proto3 strings: an unset field is absent, and an empty string means "no value" too.
const text = z.string().optional().transform((value) => (value === undefined || value === '' ? undefined : value));
// Times are epoch milliseconds as decimal strings (api-reference 6, Basic.timestamp).
const millis = text.pipe(z.string().regex(/^\d+$/, 'expected epoch milliseconds').transform(Number).optional());

const basicSchema = z.object({ symbol: z.string().min(1), timestamp: millis });
const levelSchema = z.object({ price: z.string(), size: text.transform((size) => size ?? '0') });

const snapshotSchema = z.object({
  basic: basicSchema,
  trade_time: millis,
  price: z.string(),
  open: text, high: text, low: text, pre_close: text, volume: text, change: text, change_ratio: text,
  ext_trade_time: millis, ext_price: text, ext_change: text, ext_change_ratio: text,
  ovn_trade_time: millis, ovn_price: text, ovn_change: text, ovn_change_ratio: text,
});
const quoteSchema = z.object({ basic: basicSchema, asks: z.array(levelSchema).default([]), bids: z.array(levelSchema).default([]) });
const tickSchema = z.object({ basic: basicSchema, time: millis, price: z.string(), volume: text, side: text });

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
    const data = liveQuoteSchema.parse({
      symbol, price: m.price, open: m.open, high: m.high, low: m.low, pre_close: m.pre_close, volume: m.volume,
      change: m.change, change_ratio: m.change_ratio,
      // A snapshot without a trade time is dated by its push.
      trade_time: m.trade_time ?? m.basic.timestamp ?? receivedAt,
      ext_price: m.ext_price, ext_change: m.ext_change, ext_change_ratio: m.ext_change_ratio, ext_trade_time: m.ext_trade_time,
      ovn_price: m.ovn_price, ovn_change: m.ovn_change, ovn_change_ratio: m.ovn_change_ratio, ovn_trade_time: m.ovn_trade_time,
      source: 'stream', received_at: receivedAt,
    });
    return { kind: 'quote', symbol, data };
  }
  if (topic === 'quote') {
    const m = quoteSchema.parse(decodeStreamMessage('quote', payload));
    const symbol = m.basic.symbol.toUpperCase();
    const data = liveDepthSchema.parse({ symbol, time: m.basic.timestamp ?? receivedAt, asks: m.asks, bids: m.bids, received_at: receivedAt });
    return { kind: 'depth', symbol, data };
  }
  const m = tickSchema.parse(decodeStreamMessage('tick', payload));
  const symbol = m.basic.symbol.toUpperCase();
  const tick = { time: m.time ?? m.basic.timestamp ?? receivedAt, price: m.price, volume: m.volume ?? '0', side: m.side ?? 'N' };
  return { kind: 'tick', symbol, data: liveTicksSchema.parse({ symbol, ticks: [tick], received_at: receivedAt }) };
}

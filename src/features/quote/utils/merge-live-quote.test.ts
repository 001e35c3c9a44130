import { expect, test } from 'vitest';
import type { LiveDepth, LiveQuote } from '@contracts/stream';
import type { Snapshot } from '@contracts/market-data';
import { mergeLiveQuote } from './merge-live-quote';

const snapshot: Snapshot = {
  symbol: 'AAPL',
  instrument_id: '1',
  price: '100.00',
  open: '99.00',
  high: '101.00',
  low: '98.50',
  pre_close: '99.50',
  volume: '1000',
  change: '0.50',
  change_ratio: '0.005025',
  last_trade_time: 5_000,
  bid: '99.99',
  bid_size: '100',
  ask: '100.01',
  ask_size: '200',
  eps: '6.10',
  received_at: 10_000,
};
const live = (price: string, tradeTime: number, receivedAt: number): LiveQuote => ({
  symbol: 'AAPL',
  price,
  high: '102.00',
  trade_time: tradeTime,
  source: 'stream',
  received_at: receivedAt,
});

test('a newer streamed trade replaces the price and the fields it carries, and keeps the rest', () => {
  const merged = mergeLiveQuote(snapshot, live('102.00', 6_000, 9_000), undefined);
  expect(merged.price).toBe('102.00');
  expect(merged.high).toBe('102.00');
  expect(merged.low).toBe('98.50');
  expect(merged.eps).toBe('6.10');
  expect(merged.last_trade_time).toBe(6_000);
  expect(merged.received_at).toBe(9_000);
});

test('an older streamed trade does not overwrite a fresher snapshot', () => {
  expect(mergeLiveQuote(snapshot, live('90.00', 4_000, 20_000), undefined)).toBe(snapshot);
});

test('for the same trade time the later receipt wins', () => {
  expect(mergeLiveQuote(snapshot, live('100.50', 5_000, 9_999), undefined).price).toBe('100.00');
  expect(mergeLiveQuote(snapshot, live('100.50', 5_000, 10_001), undefined).price).toBe('100.50');
});

test('the best level of a newer book gives bid and ask', () => {
  const depth: LiveDepth = {
    symbol: 'AAPL',
    time: 6_000,
    bids: [
      { price: '100.10', size: '300' },
      { price: '100.05', size: '900' },
    ],
    asks: [{ price: '100.12', size: '400' }],
    received_at: 10_500,
  };
  const merged = mergeLiveQuote(snapshot, undefined, depth);
  expect([merged.bid, merged.bid_size, merged.ask, merged.ask_size]).toEqual(['100.10', '300', '100.12', '400']);
  expect(mergeLiveQuote(snapshot, undefined, { ...depth, received_at: 9_000 }).bid).toBe('99.99');
});

test('a streamed regular-hours trade moves close; an after-hours one leaves the regular close', () => {
  // 2026-11-18 10:30 and 17:30 New York.
  const regular = Date.parse('2026-11-18T15:30:00Z');
  const afterHours = Date.parse('2026-11-18T22:30:00Z');
  const open = { ...snapshot, close: '100.00', last_trade_time: regular - 1_000 };
  expect(mergeLiveQuote(open, live('101.25', regular, 20_000), undefined).close).toBe('101.25');
  const closed = { ...snapshot, close: '100.40', last_trade_time: afterHours - 1_000 };
  const merged = mergeLiveQuote(closed, live('99.10', afterHours, 20_000), undefined);
  expect([merged.price, merged.close]).toEqual(['99.10', '100.40']);
});

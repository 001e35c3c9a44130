import { expect, test } from 'vitest';
import type { LiveDepth, LiveQuote } from '@contracts/stream';
import type { WatchlistRowData } from './row-data';
import { withLiveQuote } from './with-live-quote';

const row: WatchlistRowData = {
  symbol: 'AMD',
  name: 'Advanced Micro Devices',
  quote: {
    price: '150.00',
    change: '1.00',
    change_ratio: '0.0067',
    volume: '1000',
    high: '151.00',
    low: '149.00',
    bid: '149.99',
    received_at: 5_000,
  },
  summary: undefined,
};
const live = (price: string, receivedAt: number): LiveQuote => ({
  symbol: 'AMD',
  price,
  change: '2.10',
  trade_time: 1,
  source: 'stream',
  received_at: receivedAt,
});

test('a newer streamed quote fills the row, keeping what the stream does not carry', () => {
  const next = withLiveQuote(row, live('151.10', 6_000));
  expect(next.quote).toMatchObject({
    price: '151.10',
    change: '2.10',
    change_ratio: '0.0067',
    bid: '149.99',
    received_at: 6_000,
  });
});

test('an older streamed quote leaves the polled row as it is', () => {
  expect(withLiveQuote(row, live('140.00', 4_000))).toBe(row);
  expect(withLiveQuote(row, undefined)).toBe(row);
});

test('a row not yet priced takes the streamed price at once', () => {
  const next = withLiveQuote({ ...row, quote: undefined }, live('151.10', 6_000));
  expect(next.quote?.price).toBe('151.10');
  expect(next.quote?.volume).toBe('');
});

const book = (bid: string, ask: string, receivedAt: number): LiveDepth => ({
  symbol: 'AMD',
  time: 1,
  bids: [
    { price: bid, size: '300' },
    { price: '100.00', size: '1' },
  ],
  asks: [{ price: ask, size: '200' }],
  received_at: receivedAt,
});

test('a newer streamed book replaces the polled bid and ask with its best levels', () => {
  const next = withLiveQuote(
    { ...row, quote: { ...row.quote!, ask: '150.01' } },
    undefined,
    book('150.05', '150.09', 6_000),
  );
  expect(next.quote).toMatchObject({ price: '150.00', bid: '150.05', ask: '150.09', received_at: 5_000 });
});

test('the book and the quote are laid over the row together, each by its own receipt time', () => {
  const next = withLiveQuote(row, live('151.10', 7_000), book('151.05', '151.15', 6_000));
  expect(next.quote).toMatchObject({ price: '151.10', bid: '151.05', ask: '151.15' });
});

test('an older book leaves the polled bid and ask, and an empty side keeps its polled price', () => {
  expect(withLiveQuote(row, undefined, book('140.00', '140.10', 4_000))).toBe(row);
  const oneSided: LiveDepth = { ...book('151.05', '151.15', 6_000), bids: [] };
  expect(withLiveQuote(row, undefined, oneSided).quote).toMatchObject({ bid: '149.99', ask: '151.15' });
});

test('a book alone does not price a row that has no quote yet', () => {
  const unpriced = { ...row, quote: undefined };
  expect(withLiveQuote(unpriced, undefined, book('151.05', '151.15', 6_000))).toBe(unpriced);
});

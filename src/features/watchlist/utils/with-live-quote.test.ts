import { expect, test } from 'vitest';
import type { LiveQuote } from '@contracts/stream';
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

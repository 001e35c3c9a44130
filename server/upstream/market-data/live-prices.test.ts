import { expect, test } from 'vitest';
import type { Snapshot } from '@contracts/market-data';
import { createFakeClock } from '../testing/fake-clock';
import { createPolledSymbolsOnStream, type LivePrices } from './live-prices';

function recordingPrices() {
  const followed: string[] = [];
  const released: string[] = [];
  const prices: LivePrices = {
    follow: (symbol) => followed.push(symbol),
    release: (symbol) => released.push(symbol),
    overlay: (snapshot) => ({ ...snapshot, price: '2.00' }),
  };
  return { prices, followed, released };
}

const snapshot = { symbol: 'AAPL', price: '1.00', received_at: 0 } as Snapshot;

test('before the feed is attached nothing is followed and nothing laid over', () => {
  const clock = createFakeClock(0);
  const onStream = createPolledSymbolsOnStream(clock);
  onStream.asked('AAPL');
  expect(onStream.overlay(snapshot)).toBe(snapshot);
  const { prices, followed } = recordingPrices();
  onStream.attach(prices);
  expect(followed).toEqual([]);
  expect(onStream.overlay(snapshot).price).toBe('2.00');
});

test('a symbol is followed at its first ask, once, and released ten seconds after the last', () => {
  const clock = createFakeClock(0);
  const onStream = createPolledSymbolsOnStream(clock);
  const { prices, followed, released } = recordingPrices();
  onStream.attach(prices);
  onStream.asked('AAPL');
  onStream.asked('MSFT');
  for (let at = 2_000; at <= 30_000; at += 2_000) {
    clock.advance(2_000);
    // A page polling AAPL every 2 s keeps it; MSFT was asked for once.
    onStream.asked('AAPL');
  }
  expect(followed).toEqual(['AAPL', 'MSFT']);
  expect(released).toEqual(['MSFT']);
  clock.advance(15_000);
  expect(released).toEqual(['MSFT', 'AAPL']);
  // Asked again later: followed again.
  onStream.asked('MSFT');
  expect(followed).toEqual(['AAPL', 'MSFT', 'MSFT']);
});

test('with nothing followed no sweep stays scheduled', () => {
  const clock = createFakeClock(0);
  const onStream = createPolledSymbolsOnStream(clock);
  onStream.attach(recordingPrices().prices);
  onStream.asked('AAPL');
  clock.advance(20_000);
  expect(clock.runNext()).toBe(false);
});

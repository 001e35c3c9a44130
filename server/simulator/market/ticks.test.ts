import Decimal from 'decimal.js';
import { expect, test } from 'vitest';
import { createMarket } from './market';

const market = createMarket({ seed: 42 });
const NOW = Date.UTC(2026, 10, 18, 15, 37, 12, 345);
const MINUTE = 60_000;

test('ticks are newest first, the newest at the snapshot price and time, none after now', () => {
  const ticks = market.ticks('AAPL', NOW, 30);
  const snap = market.snapshot('AAPL', NOW);
  expect(ticks).toHaveLength(30);
  expect(ticks[0]?.price).toBe(snap.price);
  expect(ticks[0]?.time).toBe(snap.last_trade_time);
  for (let i = 0; i + 1 < ticks.length; i += 1) expect(ticks[i]?.time).toBeGreaterThan(ticks[i + 1]?.time ?? 0);
  expect(ticks.every((t) => t.time <= NOW)).toBe(true);
});

test('every tick lies inside its M1 bar, and a minute of ticks sums to the bar volume', () => {
  const ticks = market.ticks('TSLA', NOW, 1000);
  expect(ticks).toHaveLength(1000);
  const bars = market.bars('TSLA', 'M1', { count: 20, nowMs: NOW });
  for (const tick of ticks) {
    const bar = bars.find((b) => b.time === Math.floor(tick.time / MINUTE) * MINUTE);
    if (bar === undefined) throw new Error(`no bar for tick at ${tick.time}`);
    const price = new Decimal(tick.price);
    expect(price.gte(bar.low) && price.lte(bar.high)).toBe(true);
  }
  const full = bars[3];
  if (full === undefined) throw new Error('missing bar');
  const inMinute = ticks.filter((t) => t.time >= full.time && t.time < full.time + MINUTE);
  expect(inMinute).toHaveLength(60);
  expect(inMinute.reduce((sum, t) => sum.plus(t.volume), new Decimal(0)).toString()).toBe(full.volume);
  expect(inMinute[0]?.price).toBe(full.close);
});

test('tick side follows the price move and volumes are positive integers', () => {
  const ticks = market.ticks('NVDA', NOW, 200);
  for (let i = 0; i + 1 < ticks.length; i += 1) {
    const move = new Decimal(ticks[i]?.price ?? 0).comparedTo(ticks[i + 1]?.price ?? 0);
    expect(ticks[i]?.side).toBe(move > 0 ? 'B' : move < 0 ? 'S' : 'N');
    expect(ticks[i]?.volume).toMatch(/^[1-9]\d*$/);
  }
});

test('depth: asks ascend from the snapshot ask, bids descend from the snapshot bid', () => {
  const snap = market.snapshot('META', NOW);
  const book = market.depth('META', NOW, 10);
  expect(book.asks).toHaveLength(10);
  expect(book.bids).toHaveLength(10);
  expect([book.asks[0]?.price, book.bids[0]?.price]).toEqual([snap.ask, snap.bid]);
  expect([book.asks[0]?.size, book.bids[0]?.size]).toEqual([snap.ask_size, snap.bid_size]);
  for (let i = 0; i + 1 < 10; i += 1) {
    expect(new Decimal(book.asks[i + 1]?.price ?? 0).gt(book.asks[i]?.price ?? 0)).toBe(true);
    expect(new Decimal(book.bids[i + 1]?.price ?? 0).lt(book.bids[i]?.price ?? 0)).toBe(true);
  }
  expect(book.quote_time).toBeLessThanOrEqual(NOW);
  expect(market.depth('META', NOW, 1).asks).toHaveLength(1);
});

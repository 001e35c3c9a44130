import { expect, test, vi } from 'vitest';
import { overlayLiveQuote } from '@contracts/live-over-snapshot';
import type { LiveQuote } from '@contracts/stream';
import { InstrumentIndex } from './instrument-search';
import type { LivePrices } from './live-prices';
import { snapshotStack } from '../testing/snapshot-stack';
import { indexDirectory } from './symbol-directory';
import type { UpstreamClient } from '../client/http-client';
import { UnknownSymbolError } from '../client/upstream-errors';
import { createFakeClock } from '../testing/fake-clock';
import { marketDataScheduler } from '../testing/market-data-scheduler';
import { createSnapshotService } from './snapshot-service';

// Snapshots for browsers that poll, once the BFF's stream runs
// (docs/decisions/0019-polled-quotes-ride-the-stream.md).
const directory = indexDirectory(
  new InstrumentIndex(
    ['AAPL', 'MSFT'].map((symbol) => ({
      symbol,
      name: symbol,
      exchange_code: 'NAS',
      category: 'US_STOCK' as const,
      instrument_id: symbol,
    })),
  ),
);

function setup() {
  const { clock, service } = snapshotStack({
    directory,
    startMs: 1_000_000,
    answer: (symbol) => ({
      symbol,
      instrument_id: symbol,
      price: '100.00',
      open: '99',
      high: '101',
      low: '98',
      pre_close: '99',
      volume: '10',
      change: '1',
      change_ratio: '0.0101',
      last_trade_time: 900_000,
      bid: '99.99',
      ask: '100.01',
    }),
  });
  // A stand-in feed: what it was asked to stream, and the last quote it holds per symbol.
  const streaming = new Map<string, number>();
  const latest = new Map<string, LiveQuote>();
  const prices: LivePrices = {
    follow: (symbol) => streaming.set(symbol, (streaming.get(symbol) ?? 0) + 1),
    release: (symbol) => streaming.set(symbol, (streaming.get(symbol) ?? 0) - 1),
    overlay: (snapshot) => overlayLiveQuote(snapshot, latest.get(snapshot.symbol), () => false),
  };
  return { clock, service, prices, streaming, latest };
}

const push = (symbol: string, price: string, tradeTime: number, receivedAt: number): LiveQuote => ({
  symbol,
  price,
  trade_time: tradeTime,
  source: 'stream',
  received_at: receivedAt,
});

test('a polled symbol is streamed while browsers ask for it, and released when they stop', async () => {
  const { clock, service, prices, streaming } = setup();
  service.attachLivePrices(prices);
  await service.getSnapshots(['AAPL', 'MSFT']);
  expect(Object.fromEntries(streaming)).toEqual({ AAPL: 1, MSFT: 1 });
  for (let i = 0; i < 10; i += 1) {
    clock.advance(2_000);
    await service.getSnapshots(['AAPL']);
  }
  // One follow per symbol however often it is asked for; MSFT has not been asked for in 20 s.
  expect(Object.fromEntries(streaming)).toEqual({ AAPL: 1, MSFT: 0 });
});

test("the feed's own polls (while its stream is down) start no streaming", async () => {
  const { service, prices, streaming } = setup();
  service.attachLivePrices(prices);
  await service.getSnapshots(['MSFT'], 'background');
  expect(streaming.size).toBe(0);
});

test('a newer streamed price is served with its own time; the book stays as the snapshot had it', async () => {
  const { clock, service, prices, latest } = setup();
  service.attachLivePrices(prices);
  const [first] = await service.getSnapshots(['AAPL']);
  expect(first).toMatchObject({ price: '100.00', received_at: 1_000_000 });
  clock.advance(4_000);
  latest.set('AAPL', push('AAPL', '100.50', 1_003_500, 1_003_900));
  const [served] = await service.getSnapshots(['AAPL']);
  expect(served).toMatchObject({ price: '100.50', last_trade_time: 1_003_500, received_at: 1_003_900, bid: '99.99' });
});

test('a streamed price older than the snapshot is not laid over it', async () => {
  const { service, prices, latest } = setup();
  service.attachLivePrices(prices);
  latest.set('AAPL', push('AAPL', '95.00', 800_000, 999_000));
  const [served] = await service.getSnapshots(['AAPL']);
  expect(served).toMatchObject({ price: '100.00', received_at: 1_000_000 });
});

test('without the stream attached, snapshots are served as the broker sent them', async () => {
  const { clock, service, streaming } = setup();
  await service.getSnapshots(['AAPL']);
  clock.advance(2_000);
  const [served] = await service.getSnapshots(['AAPL']);
  expect(served).toMatchObject({ price: '100.00', received_at: 1_000_000 });
  expect(streaming.size).toBe(0);
});

test('a symbol is streamed from the ask, while its first snapshot call is still out', async () => {
  const clock = createFakeClock(1_000_000);
  let answer: (value: unknown) => void = () => undefined;
  const client: UpstreamClient = {
    call: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  };
  const service = createSnapshotService({ client, scheduler: marketDataScheduler(clock), symbols: directory, clock });
  const { prices, streaming } = setup();
  service.attachLivePrices(prices);
  const asked = service.getSnapshots(['AAPL']);
  await vi.waitFor(() => {
    expect(streaming.get('AAPL')).toBe(1);
  });
  answer([]);
  await expect(asked).rejects.toThrow(UnknownSymbolError);
});

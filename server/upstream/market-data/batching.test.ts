import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { InstrumentIndex } from './instrument-search';
import type { OperationName } from '../client/operations';
import { createScheduler } from '../client/scheduler';
import { indexDirectory } from './symbol-directory';
import { createSnapshotService } from './snapshot-service';
import { snapshotStack } from '../testing/snapshot-stack';
import { UnknownSymbolError } from '../client/upstream-errors';

const stocks = Array.from({ length: 150 }, (_, i) => `S${i}`);
const etfs = Array.from({ length: 30 }, (_, i) => `E${i}`);
const index = new InstrumentIndex([
  ...stocks.map((symbol) => ({
    symbol,
    name: symbol,
    exchange_code: 'NAS',
    category: 'US_STOCK' as const,
    instrument_id: symbol,
  })),
  ...etfs.map((symbol) => ({
    symbol,
    name: symbol,
    exchange_code: 'ARC',
    category: 'US_ETF' as const,
    instrument_id: symbol,
  })),
]);
const directory = indexDirectory(index);

function snapshotOf(symbol: string) {
  return {
    symbol,
    instrument_id: symbol,
    price: '1.00',
    open: '1',
    high: '1',
    low: '1',
    pre_close: '1',
    volume: '10',
    change: '0',
    change_ratio: '0',
    last_trade_time: 1,
  };
}

const setup = () => snapshotStack({ directory, answer: snapshotOf });

test('symbols asked together go in one call per category, at most 100 per call', async () => {
  const { calls, service } = setup();
  const result = await service.getSnapshots([...stocks, ...etfs]);
  expect(result.map((s) => s.symbol)).toEqual([...stocks, ...etfs]);
  const byCategory = calls.map((c) => `${c.category}:${c.symbols.length}`).sort();
  // The second stock call had room for 50 more, so it also refreshed 50 watched stocks.
  expect(byCategory).toEqual(['US_ETF:30', 'US_STOCK:100', 'US_STOCK:100']);
  expect(new Set(calls.flatMap((c) => c.symbols)).size).toBe(180);
});

test('many browsers asking for overlapping watchlists at once cause one call per category', async () => {
  const { calls, service } = setup();
  const watchlists = Array.from({ length: 20 }, (_, i) => [
    ...stocks.slice(i, i + 30),
    ...etfs.slice(i % 10, (i % 10) + 5),
  ]);
  await Promise.all(watchlists.map((w) => service.getSnapshots(w)));
  expect(calls).toHaveLength(2);
});

test('a fresh snapshot is served from cache and carries when it was received', async () => {
  const { clock, calls, service } = setup();
  await service.getSnapshots(['S1']);
  clock.advance(1_000);
  const [again] = await service.getSnapshots(['S1']);
  expect(calls).toHaveLength(1);
  expect(again?.received_at).toBe(0);
});

test('a slightly stale snapshot is served at once while one refresh is queued', async () => {
  const { clock, calls, service } = setup();
  await service.getSnapshots(['S1']);
  clock.advance(3_000);
  const [stale] = await service.getSnapshots(['S1']);
  expect(stale?.received_at).toBe(0);
  await new Promise<void>((resolve) => setImmediate(resolve));
  expect(calls).toHaveLength(2);
});

test('an unknown symbol is named and costs no upstream call', async () => {
  const { calls, service } = setup();
  await expect(service.getSnapshots(['S1', 'ZZZZ'])).rejects.toEqual(new UnknownSymbolError(['ZZZZ']));
  expect(calls).toHaveLength(0);
});

test('a call with room left also refreshes the stalest watched symbols of its category', async () => {
  const { clock, calls, service } = setup();
  await service.getSnapshots(['S1', 'S2']);
  clock.advance(500);
  await service.getSnapshots(['S3']);
  expect(calls.map((c) => c.symbols)).toEqual([
    ['S1', 'S2'],
    ['S3', 'S1', 'S2'],
  ]);
});

test('a first quote that waits longer than the watch window is still fetched, not reported unknown', async () => {
  const clock = createFakeClock(0);
  const asked: string[][] = [];
  const client: UpstreamClient = {
    call(_operation: OperationName, options: CallOptions = {}) {
      const symbols = (new Map(options.query ?? []).get('symbols') ?? '').split(',');
      asked.push(symbols);
      return Promise.resolve(symbols.map(snapshotOf));
    },
  };
  // One call per 20 s: the second symbol waits 20 s, longer than a symbol stays "watched" (10 s).
  const scheduler = createScheduler({
    limits: { 'market-data': { limit: 1, windowMs: 20_000 } },
    margin: 1,
    maxQueue: 100,
    maxWaitMs: 30_000,
    clock,
  });
  const service = createSnapshotService({ client, scheduler, symbols: directory, clock });
  await service.getSnapshots(['S0']);
  const waiting = service.getSnapshots(['E1']);
  await new Promise<void>((resolve) => setImmediate(resolve));
  clock.advance(20_000);
  await expect(waiting).resolves.toMatchObject([{ symbol: 'E1' }]);
  expect(asked.at(-1)?.[0]).toBe('E1');
});

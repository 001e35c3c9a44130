import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import type { CallOptions, UpstreamClient } from '../client/http-client';
import { InstrumentIndex } from './instrument-search';
import { resolvePriority, type Priority } from '../client/priorities';
import type { Scheduler } from '../client/scheduler';
import { marketDataScheduler } from '../testing/market-data-scheduler';
import { createSnapshotService } from './snapshot-service';
import { UpstreamCallDroppedError } from '../client/upstream-errors';
import { indexDirectory } from './symbol-directory';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const symbols = ['AAPL', 'MSFT'];
const directory = indexDirectory(
  new InstrumentIndex(
    symbols.map((symbol) => ({
      symbol,
      name: symbol,
      exchange_code: 'NAS',
      category: 'US_STOCK' as const,
      instrument_id: symbol,
    })),
  ),
);

function recordingClient(calls: string[][]): UpstreamClient {
  return {
    call(_operation, options: CallOptions = {}) {
      const asked = (new Map(options.query ?? []).get('symbols') ?? '').split(',');
      calls.push(asked);
      return Promise.resolve(
        asked.map((symbol) => ({
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
        })),
      );
    },
  };
}

// 60 per 60 s with the 10 % margin: 54; background may use 40 of them.
async function stackWithBudgetUsed(used: number) {
  const clock = createFakeClock(0);
  const calls: string[][] = [];
  const scheduler = marketDataScheduler(clock, 120_000);
  const service = createSnapshotService({ client: recordingClient(calls), scheduler, symbols: directory, clock });
  for (let i = 0; i < used; i += 1)
    await scheduler.run({ group: 'market-data', priority: 'interactive' }, () => Promise.resolve());
  return { clock, calls, service };
}

test('background snapshots (the live feed polling) leave the last quarter of the budget to user requests', async () => {
  const { clock, calls, service } = await stackWithBudgetUsed(40);

  let polled: string[] | undefined;
  void service.getSnapshots(['MSFT'], 'background').then((s) => {
    polled = s.map((x) => x.symbol);
  });
  await settle();
  expect(calls).toEqual([]);
  const asked = await service.getSnapshots(['AAPL']);
  expect(asked.map((s) => s.symbol)).toEqual(['AAPL']);
  expect(calls).toHaveLength(1);
  expect(polled).toBeUndefined();

  clock.advance(60_000);
  await settle();
  expect(polled).toEqual(['MSFT']);
  expect(calls).toHaveLength(2);
});

/** A scheduler that holds each call until released, and tells the priority each held call has right now. */
function holdingScheduler() {
  const held: { priority: () => Priority; release: () => void }[] = [];
  const scheduler: Scheduler = {
    run: (request, task) =>
      new Promise<void>((resolve) => {
        held.push({ priority: () => resolvePriority(request.priority), release: resolve });
      }).then(() => task(() => Promise.resolve())),
    inWindow: () => 0,
    status: () => ({ groups: [], at: 0 }),
    onChange: () => () => undefined,
  };
  return { held, scheduler, priorities: () => held.map((call) => call.priority()) };
}

/** AAPL quoted at 0, then asked again 2 s later: shown with its age while its refresh is held. */
async function aaplShownWithItsAge() {
  const clock = createFakeClock(0);
  const calls: string[][] = [];
  const { held, scheduler, priorities } = holdingScheduler();
  const service = createSnapshotService({ client: recordingClient(calls), scheduler, symbols: directory, clock });
  const firstAapl = service.getSnapshots(['AAPL']);
  await settle();
  expect(priorities()).toEqual(['interactive']);
  held.shift()?.release();
  await firstAapl;
  clock.advance(2_000);
  expect((await service.getSnapshots(['AAPL']))[0]?.received_at).toBe(0);
  await settle();
  return { clock, calls, held, service, priorities };
}

test('a refresh of quotes on screen waits behind charts until a quote nobody has yet is asked for', async () => {
  const { calls, held, service, priorities } = await aaplShownWithItsAge();
  expect(priorities()).toEqual(['refresh']);

  // MSFT has nothing to show: the queued call rises to interactive and carries both.
  const firstMsft = service.getSnapshots(['MSFT']);
  await settle();
  expect(priorities()).toEqual(['interactive']);
  held.shift()?.release();
  expect((await firstMsft).map((snapshot) => snapshot.symbol)).toEqual(['MSFT']);
  expect([...(calls[1] ?? [])].sort()).toEqual(['AAPL', 'MSFT']);
});

test('a secondary ask (a quote the page shows from the stream) waits at the refresh priority, not as a first quote', async () => {
  const clock = createFakeClock(0);
  const { held, scheduler, priorities } = holdingScheduler();
  const service = createSnapshotService({ client: recordingClient([]), scheduler, symbols: directory, clock });
  const figures = service.getSnapshots(['MSFT'], 'secondary', new AbortController().signal);
  await settle();
  expect(priorities()).toEqual(['refresh']);
  held.shift()?.release();
  expect((await figures).map((snapshot) => snapshot.symbol)).toEqual(['MSFT']);
});

test('a secondary ask given up by its browser before its turn is never sent; a first quote asked with it still is', async () => {
  const { clock, calls, service } = await stackWithBudgetUsed(54);
  const gone = new AbortController();
  const figures = service.getSnapshots(['MSFT'], 'secondary', gone.signal);
  const settled = figures.then(
    () => 'answered',
    (error: unknown) => (error instanceof UpstreamCallDroppedError ? 'dropped' : 'failed'),
  );
  await settle();
  gone.abort();
  expect(await settled).toBe('dropped');
  clock.advance(60_000);
  await settle();
  expect(calls).toEqual([]);

  // Two asks share a call while they wait: the one given up leaves it, the other is sent.
  const leaving = new AbortController();
  const leavingFigures = service.getSnapshots(['MSFT'], 'secondary', leaving.signal).catch(() => 'dropped');
  const quote = service.getSnapshots(['AAPL']);
  leaving.abort();
  expect(await leavingFigures).toBe('dropped');
  expect((await quote).map((snapshot) => snapshot.symbol)).toEqual(['AAPL']);
  // One call, for AAPL; MSFT, asked a moment ago, rides along at no cost as any watched symbol.
  expect(calls.map((symbols) => symbols[0])).toEqual(['AAPL']);
});

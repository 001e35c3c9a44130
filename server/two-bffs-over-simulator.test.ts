import { expect, onTestFinished, test, vi } from 'vitest';
import { placeOrderResultSchema } from '@contracts/orders';
import { simulatorWithClient } from './bench/upstream/stack';
import { openStore } from './store/open-store';
import type { OrderJournal } from './store/order-journal';
import { journalBackends, type JournalBackend } from './store/testing/journal-backends';
import { limitBuy, lastPrice, orderDetail, placeCalls } from './testing/stack-orders';
import { MARGIN_ACCOUNT, MARKET_OPEN_AT, startBff, type TestBff } from './testing/trading-stack';

// Several BFFs of one app key on one Postgres database (docs/store.md#several-bffs-on-one-postgres):
// two BFFs, each with its own connections, scheduler and signed client, over one simulator
// process. Postgres only: SQLite is one BFF's file. Named `postgres: ...`, so a run without a
// Postgres server shows them skipped and counts none on Postgres.

/**
 * Holds every `filled` step a journal is asked to write until `parties` of them wait, then lets
 * them all go at once: the BFFs have each decided the step is new before any of them writes it.
 */
function fillBarrier(parties: number) {
  const waiting: (() => void)[] = [];
  const written: boolean[] = [];
  const wrap = (journal: OrderJournal): OrderJournal => ({
    ...journal,
    async recordStep(order, event, key) {
      if (event.kind !== 'filled') return journal.recordStep(order, event, key);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === parties) for (const release of waiting) release();
      });
      const fresh = await journal.recordStep(order, event, key);
      written.push(fresh);
      return fresh;
    },
  });
  return { wrap, written };
}

async function twoBffs(backend: JournalBackend, wrap: (journal: OrderJournal) => OrderJournal = (j) => j) {
  const config = await backend.freshConfig();
  const simulator = await simulatorWithClient();
  const bffs: TestBff[] = [];
  const stores: { close(): Promise<void> }[] = [];
  // Test-finished hooks run last first: this one before the schema's drop registered above.
  onTestFinished(async () => {
    for (const bff of bffs) await bff.stop();
    for (const store of stores) await store.close();
    await simulator.sim.stop();
  });
  await simulator.control.pinClock(MARKET_OPEN_AT);
  for (let i = 0; i < 2; i += 1) {
    const store = await openStore(config);
    stores.push(store);
    bffs.push(await startBff(simulator, { ...store, journal: wrap(store.journal) }));
  }
  const [first, second] = bffs;
  if (first === undefined || second === undefined) throw new Error('two BFFs were started');
  return { simulator, first, second };
}

const postgres = journalBackends.find((backend) => backend.name === 'postgres');
const onPostgres = test.skipIf(postgres === undefined);

function postgresBackend(): JournalBackend {
  if (postgres === undefined) throw new Error('no Postgres server in this run');
  return postgres;
}

onPostgres('postgres: the same order submitted to two BFFs at once is sent to the broker once', async () => {
  const { simulator, first, second } = await twoBffs(postgresBackend());
  const draft = limitBuy(((await lastPrice(first, 'AAPL')) * 0.9).toFixed(2));
  const answers = await Promise.all([
    first.send('POST', '/api/orders', draft),
    second.send('POST', '/api/orders', draft),
  ]);
  for (const answer of answers) {
    expect(answer.statusCode).toBe(200);
    expect(placeOrderResultSchema.parse(answer.json()).orders[0]?.client_order_id).toBe(draft.client_order_id);
  }
  // Both BFFs show the one order, with one `sent` step: one intent was journaled, by one of them.
  for (const bff of [first, second])
    await vi.waitFor(
      async () => {
        const { order, timeline } = await orderDetail(bff, draft.client_order_id);
        expect(order.status).toBe('SUBMITTED');
        expect(timeline.map((s) => s.kind)).toEqual(['sent', 'accepted']);
      },
      { timeout: 60_000, interval: 250 },
    );
  // The simulator logs every place call it answers, a refused duplicate included.
  expect(await placeCalls(simulator)).toHaveLength(1);
});

onPostgres("postgres: a fill both BFFs find at once is one step of the order's timeline", async () => {
  const barrier = fillBarrier(2);
  const { simulator, first, second } = await twoBffs(postgresBackend(), barrier.wrap);
  const market = await lastPrice(first, 'AAPL');
  const draft = limitBuy((market * 0.99).toFixed(2));
  expect((await first.send('POST', '/api/orders', draft)).statusCode).toBe(200);
  await vi.waitFor(
    async () => {
      expect((await orderDetail(second, draft.client_order_id)).timeline.map((s) => s.kind)).toEqual([
        'sent',
        'accepted',
      ]);
    },
    { timeout: 60_000, interval: 250 },
  );
  // No live events: both BFFs find the fill by catching up, as when their streams come back.
  await simulator.control.events.refuse(true);
  await simulator.control.events.drop();
  await vi.waitFor(
    () => {
      expect([first.eventState(), second.eventState()]).not.toContain('live');
    },
    { timeout: 60_000 },
  );
  await simulator.control.moveMarket('AAPL', [(market * 0.985).toFixed(2)]);
  // Both read the order as not filled and write its fill step together: the database keeps one.
  await Promise.all([first.orders.reconcile([MARGIN_ACCOUNT]), second.orders.reconcile([MARGIN_ACCOUNT])]);
  expect(barrier.written.sort()).toEqual([false, true]);
  for (const bff of [first, second]) {
    const { order, timeline } = await orderDetail(bff, draft.client_order_id);
    expect(order).toMatchObject({ status: 'FILLED', filled_quantity: '10' });
    expect(timeline.map((s) => s.kind)).toEqual(['sent', 'accepted', 'filled']);
  }
});

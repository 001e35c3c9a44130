import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoreConfig } from '../config/config';
import { openStore, type OpenStoreOptions } from '../store/open-store';
import { createScratchSchema } from '../store/testing/postgres-scratch';
import { sampleDraft } from '../store/testing/sample-orders';

// What the order journal costs an order (docs/store.md#durability): the time to open and
// migrate a fresh database, and the latency of the two writes every order makes before and
// after its place call (recordIntent, then updateIntent to `sent`), on SQLite with synchronous
// FULL and NORMAL and, with BENCH_DATABASE_URL, on Postgres.
const INTENTS = 1_000;
const OPENS = 5;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(3));
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

async function measure(
  name: string,
  fresh: () => Promise<{ config: StoreConfig; drop(): Promise<void> }>,
  options: OpenStoreOptions,
) {
  const opens: number[] = [];
  const reopens: number[] = [];
  for (let i = 0; i < OPENS; i += 1) {
    const place = await fresh();
    const [store, openMs] = await timed(() => openStore(place.config, options));
    await store.close();
    const [again, reopenMs] = await timed(() => openStore(place.config, options));
    await again.close();
    opens.push(openMs);
    reopens.push(reopenMs);
    await place.drop();
  }

  const place = await fresh();
  const store = await openStore(place.config, options);
  const record: number[] = [];
  const update: number[] = [];
  const both: number[] = [];
  for (let i = 0; i < INTENTS; i += 1) {
    const draft = sampleDraft({ client_order_id: `bench-${i}` });
    const [recorded, recordMs] = await timed(() =>
      store.journal.recordIntent({ account_id: 'ACC-1', draft, created_at: i }),
    );
    if (!recorded) throw new Error(`intent ${i} was not recorded`);
    const [, updateMs] = await timed(() =>
      store.journal.updateIntent('ACC-1', draft.client_order_id, { state: 'sent', updated_at: i }),
    );
    record.push(recordMs);
    update.push(updateMs);
    both.push(recordMs + updateMs);
  }
  await store.close();
  await place.drop();
  const result = {
    store: name,
    openAndMigrateMs: summary(opens),
    reopenMs: summary(reopens),
    recordIntentMs: summary(record),
    updateIntentMs: summary(update),
    recordAndUpdateMs: summary(both),
  };
  console.log(JSON.stringify(result));
  return result;
}

async function freshSqliteDir() {
  const dataDir = await mkdtemp(join(process.env.BENCH_DATA_DIR ?? tmpdir(), 'store-bench-'));
  return {
    config: { kind: 'sqlite', dataDir } satisfies StoreConfig,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

console.log(
  `${INTENTS} intents, each recordIntent then updateIntent(sent); open+migrate of a fresh database ${OPENS} times`,
);
await measure('sqlite synchronous=FULL', freshSqliteDir, { synchronous: 'FULL' });
await measure('sqlite synchronous=NORMAL', freshSqliteDir, { synchronous: 'NORMAL' });
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl !== undefined && serverUrl !== '') {
  await measure(
    'postgres',
    async () => {
      const scratch = await createScratchSchema(serverUrl);
      return { config: { kind: 'postgres', url: scratch.url } satisfies StoreConfig, drop: () => scratch.drop() };
    },
    {},
  );
} else {
  console.log('postgres: skipped (set BENCH_DATABASE_URL=postgres://... to measure it)');
}

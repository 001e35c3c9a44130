import { expect, test } from 'vitest';
import { openStore } from './open-store';
import { journalBackends, openFreshStore } from './testing/journal-backends';

const profile = { symbol: 'AAPL', fetched_at: 1_000, data: { company_name: 'Apple Inc.', employees: 161_000 } };

for (const backend of journalBackends) {
  test(`${backend.name}: a cached answer is read back whole while fresh, and not after`, async () => {
    const { store } = await openFreshStore(backend);
    await store.research.write({
      key: 'fundamentals|company-profile|AAPL|',
      answer: profile,
      fetchedAt: 1_000,
      freshUntil: 5_000,
    });
    expect(await store.research.readFresh('fundamentals|company-profile|AAPL|', 4_999)).toEqual({
      key: 'fundamentals|company-profile|AAPL|',
      answer: profile,
      fetchedAt: 1_000,
      freshUntil: 5_000,
    });
    expect(await store.research.readFresh('fundamentals|company-profile|AAPL|', 5_000)).toBeUndefined();
    expect(await store.research.readFresh('fundamentals|company-profile|MSFT|', 2_000)).toBeUndefined();
  });

  test(`${backend.name}: a newer answer replaces the row, as a second BFF's write does`, async () => {
    const { store, config } = await openFreshStore(backend);
    const other = await openStore(config);
    try {
      await store.research.write({ key: 'k', answer: { n: 1 }, fetchedAt: 1_000, freshUntil: 5_000 });
      await other.research.write({ key: 'k', answer: { n: 2 }, fetchedAt: 2_000, freshUntil: 6_000 });
      expect(await store.research.readFresh('k', 3_000)).toEqual({
        key: 'k',
        answer: { n: 2 },
        fetchedAt: 2_000,
        freshUntil: 6_000,
      });
    } finally {
      await other.close();
    }
  });

  test(`${backend.name}: a cached answer survives closing and reopening the database`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.research.write({
      key: 'screeners:top-active?category=US_STOCK',
      answer: [1, 2],
      fetchedAt: 1_000,
      freshUntil: 61_000,
    });
    await store.close();
    const reopened = await openStore(config);
    try {
      expect((await reopened.research.readFresh('screeners:top-active?category=US_STOCK', 30_000))?.answer).toEqual([
        1, 2,
      ]);
    } finally {
      await reopened.close();
    }
  });

  test(`${backend.name}: stale rows are dropped, fresh ones kept; an unreadable row counts as none`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.research.write({ key: 'old', answer: 1, fetchedAt: 1_000, freshUntil: 2_000 });
    await store.research.write({ key: 'new', answer: 2, fetchedAt: 1_000, freshUntil: 9_000 });
    expect(await store.research.dropStale(3_000)).toBe(1);
    expect((await store.research.readFresh('new', 3_000))?.answer).toBe(2);
    await backend.query(config, `update research_cache set answer = '{"cut' where key = 'new'`);
    expect(await store.research.readFresh('new', 3_000)).toBeUndefined();
  });
}

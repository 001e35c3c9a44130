import { expect, test } from 'vitest';
import { openStore } from './open-store';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { sampleDrawings } from './testing/sample-drawings';

const [trendLine, note] = sampleDrawings;
if (trendLine === undefined || note === undefined) throw new Error('two sample drawings');

for (const backend of journalBackends) {
  test(`${backend.name}: a symbol never drawn on has no drawings and version 0`, async () => {
    const { store } = await openFreshStore(backend);
    expect(await store.drawings.getDrawings('user-a', 'AAPL')).toEqual({
      symbol: 'AAPL',
      drawings: [],
      version: 0,
      updatedAt: null,
    });
  });

  test(`${backend.name}: each save from the newest version replaces the set and moves the version on, per user and symbol`, async () => {
    const { store } = await openFreshStore(backend);
    expect(await store.drawings.saveDrawings('user-a', 'AAPL', [trendLine], 0, 1_000)).toEqual({
      saved: { symbol: 'AAPL', drawings: [trendLine], version: 1, updatedAt: 1_000 },
    });
    await store.drawings.saveDrawings('user-a', 'AAPL', [trendLine, note], 1, 2_000);
    expect(await store.drawings.getDrawings('user-a', 'AAPL')).toEqual({
      symbol: 'AAPL',
      drawings: [trendLine, note],
      version: 2,
      updatedAt: 2_000,
    });
    await store.drawings.saveDrawings('user-a', 'AAPL', [], 2, 3_000);
    expect(await store.drawings.getDrawings('user-a', 'AAPL')).toMatchObject({ drawings: [], version: 3 });
    expect((await store.drawings.getDrawings('user-a', 'MSFT')).version).toBe(0);
    expect((await store.drawings.getDrawings('user-b', 'AAPL')).version).toBe(0);
  });

  test(`${backend.name}: a save from an older version changes nothing and answers what is saved`, async () => {
    const { store } = await openFreshStore(backend);
    await store.drawings.saveDrawings('user-a', 'AAPL', [trendLine], 0, 1_000);
    // A second page that also read version 0, and one that read version 1 after another save.
    expect(await store.drawings.saveDrawings('user-a', 'AAPL', [note], 0, 1_500)).toEqual({
      conflict: { symbol: 'AAPL', drawings: [trendLine], version: 1, updatedAt: 1_000 },
    });
    await store.drawings.saveDrawings('user-a', 'AAPL', [trendLine, note], 1, 2_000);
    expect(await store.drawings.saveDrawings('user-a', 'AAPL', [], 1, 2_500)).toMatchObject({
      conflict: { version: 2 },
    });
    expect(await store.drawings.saveDrawings('user-a', 'AAPL', [], 5, 2_500)).toMatchObject({
      conflict: { version: 2 },
    });
    expect((await store.drawings.getDrawings('user-a', 'AAPL')).drawings).toEqual([trendLine, note]);
  });

  test(`${backend.name}: of two saves from the same version at once, exactly one is saved`, async () => {
    const { store } = await openFreshStore(backend);
    await store.drawings.saveDrawings('user-a', 'AAPL', [trendLine], 0, 1_000);
    const outcomes = await Promise.all([
      store.drawings.saveDrawings('user-a', 'AAPL', [note], 1, 2_000),
      store.drawings.saveDrawings('user-a', 'AAPL', [], 1, 2_000),
    ]);
    expect(outcomes.filter((outcome) => 'saved' in outcome)).toHaveLength(1);
    expect((await store.drawings.getDrawings('user-a', 'AAPL')).version).toBe(2);
  });

  test(`${backend.name}: drawings survive closing and reopening the database`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.drawings.saveDrawings('user-a', 'AAPL', [trendLine, note], 0, 1_000);
    await store.close();
    const reopened = await openStore(config);
    try {
      expect(await reopened.drawings.getDrawings('user-a', 'AAPL')).toEqual({
        symbol: 'AAPL',
        drawings: [trendLine, note],
        version: 1,
        updatedAt: 1_000,
      });
    } finally {
      await reopened.close();
    }
  });

  test(`${backend.name}: stored drawings this version cannot read count as none, and the next save replaces them`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.drawings.saveDrawings('user-a', 'AAPL', [trendLine], 0, 1_000);
    await backend.query(config, `update drawings set drawings = '[{"kind":"spiral"}]' where user_id = 'user-a'`);
    expect(await store.drawings.getDrawings('user-a', 'AAPL')).toMatchObject({ drawings: [], version: 1 });
    expect(await store.drawings.saveDrawings('user-a', 'AAPL', [note], 1, 2_000)).toMatchObject({
      saved: { drawings: [note], version: 2 },
    });
  });
}

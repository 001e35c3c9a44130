import { expect, test } from 'vitest';
import { LAYOUT_VERSION, type Layout } from '@contracts/layout';
import { openStore } from './open-store';
import { journalBackends, openFreshStore } from './testing/journal-backends';

const arranged: Layout = {
  version: LAYOUT_VERSION,
  panels: { main: { 'research-area': 40, 'quote-area': 20, 'chart-area': 40 } },
  researchTab: 'screeners',
  screener: 'losers',
  fundamentalsTab: 'earnings',
  watchlistColumns: ['last', 'bid_ask'],
};

for (const backend of journalBackends) {
  test(`${backend.name}: a user without a saved layout gets none`, async () => {
    const { store } = await openFreshStore(backend);
    expect(await store.layouts.getLayout('user-a')).toEqual({ layout: null, updatedAt: null });
  });

  test(`${backend.name}: a saved layout is read back whole, replaced by the next save, and only for its user`, async () => {
    const { store } = await openFreshStore(backend);
    await store.layouts.saveLayout('user-a', arranged, 1000);
    expect(await store.layouts.getLayout('user-a')).toEqual({ layout: arranged, updatedAt: 1000 });
    const narrower = { ...arranged, watchlistColumns: ['last'], researchTab: 'watchlists' as const };
    await store.layouts.saveLayout('user-a', narrower, 2000);
    expect(await store.layouts.getLayout('user-a')).toEqual({ layout: narrower, updatedAt: 2000 });
    expect(await store.layouts.getLayout('user-b')).toEqual({ layout: null, updatedAt: null });
  });

  test(`${backend.name}: a deleted layout is gone, and deleting none is no error`, async () => {
    const { store } = await openFreshStore(backend);
    await store.layouts.saveLayout('user-a', arranged, 1000);
    await store.layouts.saveLayout('user-b', arranged, 1000);
    await store.layouts.deleteLayout('user-a');
    await store.layouts.deleteLayout('user-a');
    expect(await store.layouts.getLayout('user-a')).toEqual({ layout: null, updatedAt: null });
    expect((await store.layouts.getLayout('user-b')).layout).toEqual(arranged);
  });

  test(`${backend.name}: a layout survives closing and reopening the database`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.layouts.saveLayout('user-a', arranged, 1000);
    await store.close();
    const reopened = await openStore(config);
    try {
      expect(await reopened.layouts.getLayout('user-a')).toEqual({ layout: arranged, updatedAt: 1000 });
    } finally {
      await reopened.close();
    }
  });

  test(`${backend.name}: a stored layout this version cannot read counts as none`, async () => {
    const { store, config } = await openFreshStore(backend);
    await store.layouts.saveLayout('user-a', arranged, 1000);
    await backend.query(config, `update layouts set layout = '{"version":99}' where user_id = 'user-a'`);
    expect(await store.layouts.getLayout('user-a')).toEqual({ layout: null, updatedAt: null });
  });
}

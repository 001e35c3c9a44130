import { expect, test } from 'vitest';
import { createFakeClock } from '../testing/fake-clock';
import { fakeInstrumentUpstream } from '../testing/fake-instrument-upstream';
import { CATALOG_RESUME_MS, createInstrumentCatalog } from './instrument-catalog';
import { createScheduler } from '../client/scheduler';

function setup(generation: 'v2' | 'v3') {
  const clock = createFakeClock(0);
  const upstream = fakeInstrumentUpstream(generation);
  const scheduler = createScheduler({ limits: {}, margin: 1, maxQueue: 100, maxWaitMs: 10_000, clock });
  return {
    clock,
    upstream,
    catalog: createInstrumentCatalog({ client: upstream.client, scheduler, clock, generation }),
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

test('gen 3: a failed page keeps the pages before it, and the load resumes from that page, not page 1', async () => {
  const { clock, upstream, catalog } = setup('v3');
  upstream.control.failPages.add('100');
  await expect(catalog.get()).rejects.toThrow(/connection reset/);
  expect(catalog.loaded().index.size).toBe(100);
  expect(catalog.loaded().complete).toBe(false);
  clock.advance(CATALOG_RESUME_MS);
  await settle();
  expect(catalog.loaded()).toMatchObject({ complete: true });
  expect(catalog.loaded().index.size).toBe(230);
  expect(upstream.pageCalls().map((c) => c.query.get('pagination_key') ?? null)).toEqual([null, '100', '100', '200']);
});

test('gen 2: the resumed load asks again after the last instrument it has', async () => {
  const { upstream, catalog } = setup('v2');
  upstream.control.failPages.add('1199');
  await expect(catalog.get()).rejects.toThrow(/connection reset/);
  expect(catalog.loaded().index.size).toBe(200);
  // A caller who needs the whole listing resumes it at once.
  expect((await catalog.get()).size).toBe(230);
  expect(upstream.pageCalls().map((c) => c.query.get('last_instrument_id') ?? null)).toEqual([
    null,
    '1099',
    '1199',
    '1199',
  ]);
});

test('pages are searchable as they arrive, before the listing is whole', async () => {
  const { upstream, catalog } = setup('v3');
  upstream.control.holdPages.add('100');
  await catalog.firstPage();
  expect(catalog.loaded().complete).toBe(false);
  expect(
    catalog
      .loaded()
      .index.search('Company 42', 5)
      .map((i) => i.symbol),
  ).toEqual(['S042']);
});

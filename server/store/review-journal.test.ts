import { expect, test } from 'vitest';
import type { OrderJournal } from './order-journal';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { sampleDraft, sampleEvent, sampleOrder } from './testing/sample-orders';

function review(journal: OrderJournal, id: string, at: number, quantity = '10') {
  return journal.recordReview(
    { account_id: 'ACC-1', draft: sampleDraft({ client_order_id: id, quantity }), created_at: at },
    { event: sampleEvent({ client_order_id: id, kind: 'reviewed', at }), key: `ACC-1|${id}|reviewed` },
  );
}

function sentStep(id: string, at: number) {
  return {
    order: sampleOrder({ client_order_id: id, status: 'SENDING', order_id: undefined }),
    event: sampleEvent({ client_order_id: id, kind: 'sent', at }),
    key: `ACC-1|${id}|sent`,
  };
}

for (const backend of journalBackends) {
  test(`${backend.name}: a review journals its intent with its step, once; no order exists yet`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    await review(journal, 'rev', 100);
    await review(journal, 'rev', 150, '99');
    expect(await journal.getIntent('ACC-1', 'rev')).toMatchObject({
      state: 'reviewed',
      draft: sampleDraft({ client_order_id: 'rev' }),
      created_at: 100,
    });
    expect((await journal.listEvents('ACC-1', 'rev')).map((e) => [e.kind, e.at])).toEqual([['reviewed', 100]]);
    expect(await journal.getOrder('ACC-1', 'rev')).toBeUndefined();
    // A start looks a review up: it may have been claimed and sent just before a crash.
    expect((await journal.unresolvedIntents()).map((i) => i.client_order_id)).toEqual(['rev']);
  });

  test(`${backend.name}: a place claims its review once, with its sent step; later claims are taken`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    await review(journal, 'claim', 100);
    const draft = sampleDraft({ client_order_id: 'claim' });
    expect(await journal.claimReview(draft, 100, [sentStep('claim', 120)], 120)).toBe('claimed');
    expect(await journal.getIntent('ACC-1', 'claim')).toMatchObject({ state: 'journaled', updated_at: 120 });
    expect(await journal.getOrder('ACC-1', 'claim')).toMatchObject({ status: 'SENDING' });
    expect((await journal.listEvents('ACC-1', 'claim')).map((e) => e.kind)).toEqual(['reviewed', 'sent']);
    expect(await journal.claimReview(draft, 100, [sentStep('claim', 130)], 130)).toBe('taken');
    expect(await journal.listEvents('ACC-1', 'claim')).toHaveLength(2);
  });

  test(`${backend.name}: of ten claims racing for one review exactly one wins`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    await review(journal, 'race', 100);
    const draft = sampleDraft({ client_order_id: 'race' });
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => journal.claimReview(draft, 0, [sentStep('race', 200 + i)], 200 + i)),
    );
    expect(claims.filter((c) => c === 'claimed')).toHaveLength(1);
    expect(claims.filter((c) => c === 'taken')).toHaveLength(9);
    expect((await journal.listEvents('ACC-1', 'race')).map((e) => e.kind)).toEqual(['reviewed', 'sent']);
  });

  test(`${backend.name}: no claim on an id never reviewed, an old review or another order's review`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    expect(await journal.claimReview(sampleDraft({ client_order_id: 'never' }), 0, [], 10)).toBe('none');
    await review(journal, 'old', 100);
    expect(await journal.claimReview(sampleDraft({ client_order_id: 'old' }), 101, [sentStep('old', 200)], 200)).toBe(
      'stale',
    );
    await review(journal, 'edited', 100);
    const other = sampleDraft({ client_order_id: 'edited', quantity: '11' });
    expect(await journal.claimReview(other, 0, [sentStep('edited', 200)], 200)).toBe('changed');
    // Neither claim changed anything.
    for (const id of ['old', 'edited']) {
      expect((await journal.getIntent('ACC-1', id))?.state).toBe('reviewed');
      expect(await journal.listEvents('ACC-1', id)).toHaveLength(1);
    }
  });

  test(`${backend.name}: reviews in the window given, and only those, expire`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    await review(journal, 'before-start', 50);
    await review(journal, 'old', 100);
    await review(journal, 'fresh', 300);
    await review(journal, 'placed', 120);
    expect(await journal.claimReview(sampleDraft({ client_order_id: 'placed' }), 0, [], 130)).toBe('claimed');
    expect(await journal.expireReviews(100, 200, 400)).toBe(1);
    const states = await Promise.all(
      ['before-start', 'old', 'fresh', 'placed'].map(async (id) => (await journal.getIntent('ACC-1', id))?.state),
    );
    expect(states).toEqual(['reviewed', 'expired', 'reviewed', 'journaled']);
    expect(await journal.getIntent('ACC-1', 'old')).toMatchObject({ updated_at: 400 });
  });

  test(`${backend.name}: one review expires only while no claim has won it`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    await review(journal, 'lone', 100);
    await review(journal, 'won', 100);
    expect(await journal.claimReview(sampleDraft({ client_order_id: 'won' }), 0, [], 130)).toBe('claimed');
    expect(await journal.expireReview('ACC-1', 'lone', 200)).toBe(true);
    expect(await journal.expireReview('ACC-1', 'won', 200)).toBe(false);
    expect(await journal.getIntent('ACC-1', 'lone')).toMatchObject({ state: 'expired', updated_at: 200 });
    expect(await journal.getIntent('ACC-1', 'won')).toMatchObject({ state: 'journaled', updated_at: 130 });
    expect(await journal.expireReview('ACC-1', 'never', 200)).toBe(false);
  });
}

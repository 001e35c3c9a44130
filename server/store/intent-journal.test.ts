import { expect, test } from 'vitest';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { sampleDraft, sampleEvent, sampleOrder } from './testing/sample-orders';

for (const backend of journalBackends) {
  test(`${backend.name}: of two places racing with the same order id exactly one is journaled`, async () => {
    const { store } = await openFreshStore(backend);
    const first = sampleDraft({ client_order_id: 'race-1', quantity: '10' });
    const second = sampleDraft({ client_order_id: 'race-1', quantity: '99' });
    const outcomes = await Promise.all([
      store.journal.recordIntent({ account_id: 'ACC-1', draft: first, created_at: 1000 }),
      store.journal.recordIntent({ account_id: 'ACC-1', draft: second, created_at: 1001 }),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const [firstWon] = outcomes;
    const winner = firstWon ? first : second;
    expect(await store.journal.getIntent('ACC-1', 'race-1')).toEqual({
      account_id: 'ACC-1',
      client_order_id: 'race-1',
      draft: winner,
      state: 'journaled',
      order_id: null,
      message: null,
      error_code: null,
      http_status: null,
      created_at: firstWon ? 1000 : 1001,
      updated_at: firstWon ? 1000 : 1001,
    });
  });

  test(`${backend.name}: ten racing places of one id journal one intent; another account may use the same id`, async () => {
    const { store } = await openFreshStore(backend);
    const draft = sampleDraft({ client_order_id: 'race-10' });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.journal.recordIntent({ account_id: 'ACC-1', draft, created_at: i })),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const other = sampleDraft({ account_id: 'ACC-2', client_order_id: 'race-10' });
    expect(await store.journal.recordIntent({ account_id: 'ACC-2', draft: other, created_at: 5 })).toBe(true);
    expect((await store.journal.getIntent('ACC-2', 'race-10'))?.draft).toEqual(other);
  });

  test(`${backend.name}: an intent's first steps are written with it, and not at all for a repeated id`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    const draft = sampleDraft({ client_order_id: 'with-steps' });
    const sent = (quantity: string) => ({
      order: sampleOrder({ client_order_id: 'with-steps', status: 'SENDING', order_id: undefined, quantity }),
      event: sampleEvent({ client_order_id: 'with-steps', kind: 'sent', at: 500 }),
      key: 'ACC-1|with-steps|sent',
    });
    expect(await journal.recordIntent({ account_id: 'ACC-1', draft, created_at: 500 }, [sent('10')])).toBe(true);
    expect(await journal.getOrder('ACC-1', 'with-steps')).toMatchObject({ status: 'SENDING', quantity: '10' });
    expect((await journal.listEvents('ACC-1', 'with-steps')).map((e) => e.kind)).toEqual(['sent']);

    // The repeat changes nothing: neither its order record nor a second step.
    expect(await journal.recordIntent({ account_id: 'ACC-1', draft, created_at: 600 }, [sent('99')])).toBe(false);
    expect(await journal.getOrder('ACC-1', 'with-steps')).toMatchObject({ quantity: '10' });
    expect(await journal.listEvents('ACC-1', 'with-steps')).toHaveLength(1);
  });

  test(`${backend.name}: an intent goes journaled, sent, accepted with its order id; a refusal keeps its reason`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    await journal.recordIntent({ account_id: 'ACC-1', draft: sampleDraft({ client_order_id: 'a' }), created_at: 100 });
    await journal.updateIntent('ACC-1', 'a', { state: 'sent', updated_at: 110 });
    await journal.updateIntent('ACC-1', 'a', { state: 'accepted', order_id: 'B-77', updated_at: 150 });
    expect(await journal.getIntent('ACC-1', 'a')).toMatchObject({
      state: 'accepted',
      order_id: 'B-77',
      message: null,
      created_at: 100,
      updated_at: 150,
    });

    await journal.recordIntent({ account_id: 'ACC-1', draft: sampleDraft({ client_order_id: 'r' }), created_at: 200 });
    const refusal = { message: 'Insufficient buying power', error_code: 'OAUTH_OPENAPI_ORDER_ERROR', http_status: 417 };
    await journal.updateIntent('ACC-1', 'r', { state: 'refused', ...refusal, updated_at: 210 });
    expect(await journal.getIntent('ACC-1', 'r')).toMatchObject({ state: 'refused', order_id: null, ...refusal });
    // Left out keeps a field, null clears it.
    await journal.updateIntent('ACC-1', 'r', { state: 'refused', message: null, updated_at: 220 });
    expect(await journal.getIntent('ACC-1', 'r')).toMatchObject({ message: null, http_status: 417, updated_at: 220 });
    expect(await journal.getIntent('ACC-1', 'nope')).toBeUndefined();
  });

  test(`${backend.name}: journaled, sent and unknown intents are unresolved, oldest first; accepted and not placed ones are not`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    const record = (id: string, at: number) =>
      journal.recordIntent({ account_id: 'ACC-1', draft: sampleDraft({ client_order_id: id }), created_at: at });
    await record('late', 300);
    await record('early', 100);
    await record('middle', 200);
    await record('done', 50);
    await record('gone', 60);
    await journal.updateIntent('ACC-1', 'middle', { state: 'unknown', updated_at: 400 });
    await journal.updateIntent('ACC-1', 'early', { state: 'sent', updated_at: 400 });
    await journal.updateIntent('ACC-1', 'done', { state: 'accepted', order_id: 'B-1', updated_at: 400 });
    await journal.updateIntent('ACC-1', 'gone', { state: 'not_placed', updated_at: 400 });
    const unresolved = await journal.unresolvedIntents();
    expect(unresolved.map((i) => [i.client_order_id, i.state])).toEqual([
      ['early', 'sent'],
      ['middle', 'unknown'],
      ['late', 'journaled'],
    ]);
  });

  test(`${backend.name}: updating an intent that was never recorded is refused, not silently ignored`, async () => {
    const { store } = await openFreshStore(backend);
    await expect(store.journal.updateIntent('ACC-1', 'ghost', { state: 'sent', updated_at: 1 })).rejects.toThrow(
      'no intent ghost of account ACC-1 to update',
    );
  });

  test(`${backend.name}: an accepted intent's steps are written with its new state, or not at all`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    const accepted = (id: string) => ({
      order: sampleOrder({ client_order_id: id, status: 'SUBMITTED', order_id: 'B-9' }),
      event: sampleEvent({ client_order_id: id, kind: 'accepted', at: 700 }),
      key: `ACC-1|${id}|accepted`,
    });
    await journal.recordIntent({
      account_id: 'ACC-1',
      draft: sampleDraft({ client_order_id: 'acc' }),
      created_at: 600,
    });
    const update = { state: 'accepted' as const, order_id: 'B-9', updated_at: 700 };
    await journal.updateIntent('ACC-1', 'acc', update, [accepted('acc')]);
    expect(await journal.getIntent('ACC-1', 'acc')).toMatchObject({ state: 'accepted', order_id: 'B-9' });
    expect(await journal.getOrder('ACC-1', 'acc')).toMatchObject({ status: 'SUBMITTED', order_id: 'B-9' });
    expect((await journal.listEvents('ACC-1', 'acc')).map((e) => e.kind)).toEqual(['accepted']);

    // No intent to update: its step is not left behind either.
    await expect(journal.updateIntent('ACC-1', 'ghost', update, [accepted('ghost')])).rejects.toThrow(
      'no intent ghost of account ACC-1 to update',
    );
    expect(await journal.hasEvent('ACC-1|ghost|accepted')).toBe(false);
    expect(await journal.getOrder('ACC-1', 'ghost')).toBeUndefined();
  });
}

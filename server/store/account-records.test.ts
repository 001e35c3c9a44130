import { expect, test } from 'vitest';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { sampleDraft, sampleEvent, sampleOrder } from './testing/sample-orders';

for (const backend of journalBackends) {
  test(`${backend.name}: forgetting accounts removes their intents, orders and steps, and only theirs`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    for (const account of ['ACC-1', 'ACC-2', 'ACC-3']) {
      const draft = sampleDraft({ account_id: account, client_order_id: 'kept-or-not' });
      await journal.recordIntent({ account_id: account, draft, created_at: 1000 });
      const order = sampleOrder({ account_id: account, client_order_id: 'kept-or-not', updated_at: 1000 });
      const event = sampleEvent({ account_id: account, client_order_id: 'kept-or-not', kind: 'sent', at: 1000 });
      await journal.recordStep(order, event, `${account}|kept-or-not|sent`);
    }
    expect(await store.accounts.forgetAccounts(['ACC-1', 'ACC-2'])).toBe(2);
    for (const gone of ['ACC-1', 'ACC-2']) {
      expect(await journal.getIntent(gone, 'kept-or-not')).toBeUndefined();
      expect(await journal.listOrders(gone, 0)).toEqual([]);
      expect(await journal.listEvents(gone, 'kept-or-not')).toEqual([]);
      expect(await journal.hasEvent(`${gone}|kept-or-not|sent`)).toBe(false);
    }
    expect(await journal.getIntent('ACC-3', 'kept-or-not')).toBeDefined();
    expect(await journal.listOrders('ACC-3', 0)).toHaveLength(1);
    expect(await journal.listEvents('ACC-3', 'kept-or-not')).toHaveLength(1);
    expect(await store.accounts.forgetAccounts([])).toBe(0);
  });
}

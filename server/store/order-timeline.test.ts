import { expect, test } from 'vitest';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { sampleEvent } from './testing/sample-orders';

for (const backend of journalBackends) {
  test(`${backend.name}: an order's steps come back in the order they were appended, not by time`, async () => {
    const { store } = await openFreshStore(backend);
    const steps = [
      sampleEvent({ kind: 'reviewed', status: 'SENDING', at: 1000 }),
      sampleEvent({ kind: 'sent', status: 'SENDING', at: 1005, latency_ms: 5 }),
      // A fill reconciled late carries an earlier time than the step before it.
      sampleEvent({ kind: 'accepted', status: 'SUBMITTED', at: 1100, latency_ms: 95 }),
      sampleEvent({ kind: 'filled', status: 'FILLED', at: 1090, filled_quantity: '10', filled_price: '187.20' }),
    ];
    for (const [i, step] of steps.entries()) expect(await store.journal.appendEvent(step, `ord-1:${i}`)).toBe(true);
    await store.journal.appendEvent(sampleEvent({ client_order_id: 'ord-2' }), 'ord-2:0');
    await store.journal.appendEvent(sampleEvent({ account_id: 'ACC-2' }), 'acc-2:ord-1:0');
    expect(await store.journal.listEvents('ACC-1', 'ord-1')).toEqual(steps);
    expect(await store.journal.listEvents('ACC-1', 'none')).toEqual([]);
  });

  test(`${backend.name}: a step with a key seen before is dropped, also when two arrive at once`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    const fill = sampleEvent({ kind: 'partial_fill', status: 'PARTIAL_FILLED', filled_quantity: '4', at: 2000 });
    expect(await journal.appendEvent(fill, 'evt-17')).toBe(true);
    // The replay of the same upstream event after a reconnect.
    expect(await journal.appendEvent({ ...fill, at: 2500 }, 'evt-17')).toBe(false);
    const cancel = sampleEvent({ kind: 'cancelled', status: 'CANCELLED', at: 3000 });
    const raced = await Promise.all([journal.appendEvent(cancel, 'evt-18'), journal.appendEvent(cancel, 'evt-18')]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await journal.listEvents('ACC-1', 'ord-1')).toEqual([fill, cancel]);
  });
}

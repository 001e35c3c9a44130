import { expect, test } from 'vitest';
import { journalBackends, openFreshStore } from './testing/journal-backends';
import { sampleOrder } from './testing/sample-orders';

for (const backend of journalBackends) {
  test(`${backend.name}: saving an order again replaces its record`, async () => {
    const { store } = await openFreshStore(backend);
    await store.journal.saveOrder(sampleOrder({ status: 'SUBMITTED', updated_at: 1000 }));
    const filled = sampleOrder({
      status: 'FILLED',
      filled_quantity: '10',
      filled_price: '187.20',
      filled_at: 2000,
      updated_at: 2000,
    });
    await store.journal.saveOrder(filled);
    expect(await store.journal.getOrder('ACC-1', 'ord-1')).toEqual(filled);
    expect(await store.journal.listOrders('ACC-1', 0)).toEqual([filled]);
    expect(await store.journal.getOrder('ACC-1', 'other')).toBeUndefined();
    expect(await store.journal.getOrder('ACC-2', 'ord-1')).toBeUndefined();
  });

  test(`${backend.name}: a record older than the stored one does not replace it`, async () => {
    const { store } = await openFreshStore(backend);
    const filled = sampleOrder({ status: 'FILLED', filled_quantity: '10', updated_at: 2000 });
    await store.journal.saveOrder(filled);
    // The place answer's accepted step, written after the fill that followed it.
    await store.journal.saveOrder(sampleOrder({ status: 'SUBMITTED', updated_at: 1500 }));
    expect(await store.journal.getOrder('ACC-1', 'ord-1')).toEqual(filled);
    const again = { ...filled, filled_price: '187.20' };
    await store.journal.saveOrder(again);
    expect(await store.journal.getOrder('ACC-1', 'ord-1')).toEqual(again);
  });

  test(`${backend.name}: an account's orders updated since a time, newest first, and no one else's`, async () => {
    const { store } = await openFreshStore(backend);
    const { journal } = store;
    await journal.saveOrder(sampleOrder({ client_order_id: 'old', updated_at: 1000 }));
    await journal.saveOrder(sampleOrder({ client_order_id: 'edge', updated_at: 2000 }));
    await journal.saveOrder(sampleOrder({ client_order_id: 'new', updated_at: 3000 }));
    await journal.saveOrder(sampleOrder({ account_id: 'ACC-2', client_order_id: 'theirs', updated_at: 3500 }));
    // A later update moves an old order to the front.
    await journal.saveOrder(sampleOrder({ client_order_id: 'old', status: 'CANCELLED', updated_at: 4000 }));
    const ids = (orders: { client_order_id: string }[]) => orders.map((o) => o.client_order_id);
    expect(ids(await journal.listOrders('ACC-1', 2000))).toEqual(['old', 'new', 'edge']);
    expect(ids(await journal.listOrders('ACC-1', 2001))).toEqual(['old', 'new']);
    expect(ids(await journal.listOrders('ACC-1', 5000))).toEqual([]);
    expect(ids(await journal.listOrders('ACC-2', 0))).toEqual(['theirs']);
  });

  test(`${backend.name}: a bracket's three legs keep every field they were saved with`, async () => {
    const { store } = await openFreshStore(backend);
    const legs = [
      sampleOrder({ client_order_id: 'b1', combo_id: 'b', role: 'MASTER', updated_at: 5000 }),
      sampleOrder({
        client_order_id: 'b1-tp',
        combo_id: 'b',
        role: 'STOP_PROFIT',
        side: 'SELL',
        limit_price: '200',
        updated_at: 5000,
      }),
      sampleOrder({
        client_order_id: 'b1-sl',
        combo_id: 'b',
        role: 'STOP_LOSS',
        side: 'SELL',
        order_type: 'STOP_LOSS',
        stop_price: '170',
        limit_price: undefined,
        updated_at: 5000,
      }),
    ];
    for (const leg of legs) await store.journal.saveOrder(leg);
    const listed = await store.journal.listOrders('ACC-1', 5000);
    expect(listed.map((o) => o.client_order_id)).toEqual(['b1-tp', 'b1-sl', 'b1']);
    expect(listed).toEqual(expect.arrayContaining(legs));
  });
}

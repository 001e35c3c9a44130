import { expect, test } from 'vitest';
import type { OrderUpdate } from '@contracts/trading-topics';
import { journalBackends, openFreshStore } from '@server/store/testing/journal-backends';
import { sampleOrder } from '@server/store/testing/sample-orders';
import { createFakeClock } from '../testing/fake-clock';
import { createOrderTracker, stepKey } from './order-tracker';
import { createTradingFeed } from './trading-feed';

for (const backend of journalBackends) {
  async function setUp() {
    const { store } = await openFreshStore(backend);
    const clock = createFakeClock(1_760_000_000_000);
    const feed = createTradingFeed();
    const told: OrderUpdate[] = [];
    feed.onEvent((event) => {
      if (event.kind === 'orders') told.push(event.data);
    });
    const tracker = createOrderTracker({ journal: store.journal, clock, feed });
    return { journal: store.journal, clock, tracker, told };
  }

  test(`${backend.name}: a fill seen live and by a reconciliation at once is one step, told once`, async () => {
    const { journal, tracker, told } = await setUp();
    const filled = sampleOrder({ status: 'FILLED', filled_quantity: '10', filled_price: '187.20' });
    const key = stepKey(filled, 'fill', '10');
    const raced = await Promise.all([
      tracker.record(filled, { kind: 'filled' }, key),
      tracker.record(filled, { kind: 'filled', detail: 'Found when catching up with the broker.' }, key),
    ]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(told.map((u) => u.event.kind)).toEqual(['filled']);
    expect((await journal.listEvents('ACC-1', 'ord-1')).map((e) => e.kind)).toEqual(['filled']);
    expect((await journal.getOrder('ACC-1', 'ord-1'))?.status).toBe('FILLED');
    // Replayed after a reconnect, long after it was stored.
    expect(await tracker.record(filled, { kind: 'filled' }, key)).toBe(false);
    expect(told).toHaveLength(1);
  });

  test(`${backend.name}: a step told ahead reaches the browsers before the disk, and only once`, async () => {
    const { journal, tracker, told } = await setUp();
    const accepted = sampleOrder();
    const key = stepKey(accepted, 'accepted');
    const ahead = await tracker.tellAhead(accepted, { kind: 'accepted' }, key);
    expect(told.map((u) => [u.event.kind, u.order.status])).toEqual([['accepted', 'SUBMITTED']]);
    expect(await journal.hasEvent(key)).toBe(false);
    // A reconciliation finds the same change before the write: told already, not again.
    expect(await tracker.record(accepted, { kind: 'accepted' }, key)).toBe(false);
    expect(await tracker.tellAhead(accepted, { kind: 'accepted' }, key)).toBeNull();
    await ahead?.store();
    expect(told).toHaveLength(1);
    expect((await journal.listEvents('ACC-1', 'ord-1')).map((e) => e.kind)).toEqual(['accepted']);
    expect(await tracker.tellAhead(accepted, { kind: 'accepted' }, key)).toBeNull();
  });

  test(`${backend.name}: a step stored late does not put back the order a later step left`, async () => {
    const { journal, clock, tracker, told } = await setUp();
    const accepted = sampleOrder();
    const ahead = await tracker.tellAhead(accepted, { kind: 'accepted' }, stepKey(accepted, 'accepted'));
    clock.advance(3);
    const filled = { ...accepted, status: 'FILLED' as const, filled_quantity: '10', filled_price: '187.20' };
    expect(await tracker.record(filled, { kind: 'filled' }, stepKey(filled, 'fill', '10'))).toBe(true);
    await ahead?.store();
    expect((await journal.getOrder('ACC-1', 'ord-1'))?.status).toBe('FILLED');
    expect((await journal.listEvents('ACC-1', 'ord-1')).map((e) => e.kind)).toEqual(['filled', 'accepted']);
    expect(told.map((u) => u.event.kind)).toEqual(['accepted', 'filled']);
  });
}

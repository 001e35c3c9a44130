import type { Kysely } from 'kysely';
import type { OrderEvent, TradingOrder } from '@contracts/orders';
import type { JournalStep } from './order-journal';
import { orderRecords } from './order-records';
import { orderTimeline } from './order-timeline';
import type { StoreDatabase } from './schema';

/**
 * Appends the step and, only when it is new, stores the order it leaves. Call inside a
 * transaction: never a step without its order or the reverse.
 */
export async function writeStep(trx: Kysely<StoreDatabase>, { order, event, key }: JournalStep): Promise<boolean> {
  const fresh = await orderTimeline(trx).appendEvent(event, key);
  if (fresh) await orderRecords(trx).saveOrder(order);
  return fresh;
}

/**
 * A step and the order it leaves, in one transaction: one disk sync instead of two on the
 * order's hot path (docs/store.md#durability).
 */
export function orderSteps(db: Kysely<StoreDatabase>) {
  return {
    recordStep(order: TradingOrder, event: OrderEvent, key: string): Promise<boolean> {
      return db.transaction().execute((trx) => writeStep(trx, { order, event, key }));
    },
  };
}

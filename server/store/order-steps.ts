import type { Kysely } from 'kysely';
import type { OrderEvent, TradingOrder } from '@contracts/orders';
import { orderRecords } from './order-records';
import { orderTimeline } from './order-timeline';
import type { StoreDatabase } from './schema';

/**
 * A step and the order it leaves, in one transaction: one disk sync instead of two on the
 * order's hot path (docs/store.md#durability), and never a step without its order or the reverse.
 */
export function orderSteps(db: Kysely<StoreDatabase>) {
  return {
    recordStep(order: TradingOrder, event: OrderEvent, key: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const fresh = await orderTimeline(trx).appendEvent(event, key);
        if (fresh) await orderRecords(trx).saveOrder(order);
        return fresh;
      });
    },
  };
}

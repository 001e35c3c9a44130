import type { Kysely } from 'kysely';
import type { OrderEvent } from '@contracts/orders';
import type { StoreDatabase } from './schema';
import { readEventRow } from './stored-rows';

/** The order_events table: every step of every order, in the order they were appended. */
export function orderTimeline(db: Kysely<StoreDatabase>) {
  return {
    async appendEvent(event: OrderEvent, key: string): Promise<boolean> {
      // The unique key drops a replayed step in the database, also when two writers race.
      const result = await db
        .insertInto('order_events')
        .values({
          account_id: event.account_id,
          client_order_id: event.client_order_id,
          event: JSON.stringify(event),
          dedupe_key: key,
        })
        .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    async hasEvent(key: string): Promise<boolean> {
      const row = await db.selectFrom('order_events').select('id').where('dedupe_key', '=', key).executeTakeFirst();
      return row !== undefined;
    },

    async listEvents(accountId: string, clientOrderId: string): Promise<OrderEvent[]> {
      const rows = await db
        .selectFrom('order_events')
        .select('event')
        .where('account_id', '=', accountId)
        .where('client_order_id', '=', clientOrderId)
        .orderBy('id')
        .execute();
      return rows.map(readEventRow);
    },
  };
}

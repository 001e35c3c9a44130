import type { Kysely } from 'kysely';
import type { TradingOrder } from '@contracts/orders';
import type { StoreDatabase } from './schema';
import { readOrderRow } from './stored-rows';

/** The orders table: each order's last known record. */
export function orderRecords(db: Kysely<StoreDatabase>) {
  return {
    async saveOrder(order: TradingOrder): Promise<void> {
      const record = JSON.stringify(order);
      await db
        .insertInto('orders')
        .values({
          account_id: order.account_id,
          client_order_id: order.client_order_id,
          record,
          updated_at: order.updated_at,
        })
        // A record older than the stored one (a step written after a later one was) changes nothing.
        .onConflict((conflict) =>
          conflict
            .columns(['account_id', 'client_order_id'])
            .doUpdateSet({ record, updated_at: order.updated_at })
            .where((eb) => eb('orders.updated_at', '<=', eb.ref('excluded.updated_at'))),
        )
        .execute();
    },

    async getOrder(accountId: string, clientOrderId: string): Promise<TradingOrder | undefined> {
      const row = await db
        .selectFrom('orders')
        .select('record')
        .where('account_id', '=', accountId)
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst();
      return row === undefined ? undefined : readOrderRow(row);
    },

    async listOrders(accountId: string, sinceMs: number): Promise<TradingOrder[]> {
      const rows = await db
        .selectFrom('orders')
        .select('record')
        .where('account_id', '=', accountId)
        .where('updated_at', '>=', sinceMs)
        .orderBy('updated_at', 'desc')
        // Ties (a bracket's legs share a time) in a stable order.
        .orderBy('client_order_id', 'desc')
        .execute();
      return rows.map(readOrderRow);
    },
  };
}

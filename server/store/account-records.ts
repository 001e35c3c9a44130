import type { Kysely } from 'kysely';
import type { StoreDatabase } from './schema';

/** What the dashboard keeps of whole accounts, for starting a paper account over (docs/store.md#resetting-the-paper-account). */
export interface AccountRecords {
  /**
   * Removes everything the journal holds of these accounts (intents, orders, their steps) in one
   * transaction: after a reset the broker has none of those orders, and a journaled one would
   * otherwise be looked up, or shown, again. Returns how many orders went.
   */
  forgetAccounts(accountIds: readonly string[]): Promise<number>;
}

export function kyselyAccountRecords(db: Kysely<StoreDatabase>): AccountRecords {
  return {
    async forgetAccounts(accountIds) {
      if (accountIds.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('order_events').where('account_id', 'in', accountIds).execute();
        await trx.deleteFrom('intents').where('account_id', 'in', accountIds).execute();
        const orders = await trx.deleteFrom('orders').where('account_id', 'in', accountIds).executeTakeFirst();
        return Number(orders.numDeletedRows);
      });
    },
  };
}

import type { Kysely } from 'kysely';
import type { OrderDraft, OrderEvent } from '@contracts/orders';
import { insertIntent } from './intent-journal';
import type { JournalStep, ReviewClaim } from './order-journal';
import { orderTimeline } from './order-timeline';
import { writeStep } from './order-steps';
import type { OpenedDatabase } from './opened-database';
import type { StoreDatabase } from './schema';

/** Reviewed intents and their claims: see OrderJournal for what each call promises. */
export function reviewJournal(db: Kysely<StoreDatabase>, unsynced: OpenedDatabase['unsynced']) {
  // Only a review still unclaimed expires: a claim that won meanwhile keeps its intent.
  const expire = (at: number) =>
    db.updateTable('intents').set({ state: 'expired', updated_at: at }).where('state', '=', 'reviewed');
  return {
    recordReview(
      intent: { account_id: string; draft: OrderDraft; created_at: number },
      step: { event: OrderEvent; key: string },
    ): Promise<void> {
      return db.transaction().execute(async (trx) => {
        // A second review of the same id changes nothing: the first intent stays.
        await insertIntent(trx, intent, 'reviewed');
        await orderTimeline(trx).appendEvent(step.event, step.key);
      });
    },

    claimReview(
      draft: OrderDraft,
      reviewedSince: number,
      steps: readonly JournalStep[],
      at: number,
    ): Promise<ReviewClaim> {
      return unsynced(async (trx) => {
        // One statement decides: only a `reviewed` intent, young enough, of this very order (the
        // routes parse both drafts with one schema, so the same order is the same text). Of two
        // claims racing across processes, one updates it.
        const claimed = await trx
          .updateTable('intents')
          .set({ state: 'journaled', updated_at: at })
          .where('account_id', '=', draft.account_id)
          .where('client_order_id', '=', draft.client_order_id)
          .where('state', '=', 'reviewed')
          .where('created_at', '>=', reviewedSince)
          .where('draft', '=', JSON.stringify(draft))
          .executeTakeFirst();
        if (claimed.numUpdatedRows > 0n) {
          for (const step of steps) await writeStep(trx, step);
          return 'claimed';
        }
        // Why not, read only when there is no claim.
        const row = await trx
          .selectFrom('intents')
          .select(['state', 'created_at'])
          .where('account_id', '=', draft.account_id)
          .where('client_order_id', '=', draft.client_order_id)
          .executeTakeFirst();
        if (row === undefined) return 'none';
        if (row.state !== 'reviewed') return 'taken';
        return row.created_at < reviewedSince ? 'stale' : 'changed';
      });
    },

    async expireReviews(since: number, before: number, at: number): Promise<number> {
      const result = await expire(at)
        .where('created_at', '>=', since)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async expireReview(accountId: string, clientOrderId: string, at: number): Promise<boolean> {
      const result = await expire(at)
        .where('account_id', '=', accountId)
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

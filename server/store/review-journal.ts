import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { OrderDraft, OrderEvent } from '@contracts/orders';
import type { JournalStep, ReviewClaim } from './order-journal';
import { orderTimeline } from './order-timeline';
import { writeStep } from './order-steps';
import type { OpenedDatabase } from './opened-database';
import type { StoreDatabase } from './schema';
import { readIntentRow } from './stored-rows';

/** Reviewed intents and their claims: see OrderJournal for what each call promises. */
export function reviewJournal(db: Kysely<StoreDatabase>, unsynced: OpenedDatabase['unsynced']) {
  return {
    recordReview(
      intent: { account_id: string; draft: OrderDraft; created_at: number },
      step: { event: OrderEvent; key: string },
    ): Promise<void> {
      if (intent.account_id !== intent.draft.account_id) {
        throw new Error(`an intent of account ${intent.account_id} carries a draft of ${intent.draft.account_id}`);
      }
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('intents')
          .values({
            account_id: intent.account_id,
            client_order_id: intent.draft.client_order_id,
            draft: JSON.stringify(intent.draft),
            state: 'reviewed',
            created_at: intent.created_at,
            updated_at: intent.created_at,
          })
          .onConflict((conflict) => conflict.columns(['account_id', 'client_order_id']).doNothing())
          .execute();
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
        const row = await trx
          .selectFrom('intents')
          .selectAll()
          .where('account_id', '=', draft.account_id)
          .where('client_order_id', '=', draft.client_order_id)
          .executeTakeFirst();
        if (row === undefined) return 'none';
        const intent = readIntentRow(row);
        if (intent.state !== 'reviewed') return 'taken';
        if (intent.created_at < reviewedSince) return 'stale';
        if (!isDeepStrictEqual(asStored(draft), intent.draft)) return 'changed';
        // Only a `reviewed` intent is claimed: of two claims racing across processes, one updates it.
        const claimed = await trx
          .updateTable('intents')
          .set({ state: 'journaled', updated_at: at })
          .where('account_id', '=', draft.account_id)
          .where('client_order_id', '=', draft.client_order_id)
          .where('state', '=', 'reviewed')
          .executeTakeFirst();
        if (claimed.numUpdatedRows === 0n) return 'taken';
        for (const step of steps) await writeStep(trx, step);
        return 'claimed';
      });
    },

    async expireReviews(since: number, before: number, at: number): Promise<number> {
      const result = await db
        .updateTable('intents')
        .set({ state: 'expired', updated_at: at })
        .where('state', '=', 'reviewed')
        .where('created_at', '>=', since)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/** The draft as the journal gives it back: without the fields JSON leaves out. */
function asStored(draft: OrderDraft): unknown {
  return JSON.parse(JSON.stringify(draft));
}

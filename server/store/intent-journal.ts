import type { Kysely } from 'kysely';
import type { OrderDraft } from '@contracts/orders';
import {
  UNRESOLVED_STATES,
  type IntentState,
  type IntentUpdate,
  type JournalStep,
  type OrderIntent,
} from './order-journal';
import { writeStep } from './order-steps';
import type { StoreDatabase } from './schema';
import { readIntentRow } from './stored-rows';

const INTENT_COLUMNS = [
  'account_id',
  'client_order_id',
  'draft',
  'state',
  'order_id',
  'message',
  'error_code',
  'http_status',
  'created_at',
  'updated_at',
] as const;

/** The intents table: see OrderJournal for what each call promises. */
export function intentJournal(db: Kysely<StoreDatabase>) {
  return {
    recordIntent(
      intent: { account_id: string; draft: OrderDraft; created_at: number },
      firstSteps: readonly JournalStep[] = [],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const fresh = await insertIntent(trx, intent, 'journaled');
        if (fresh) for (const step of firstSteps) await writeStep(trx, step);
        return fresh;
      });
    },

    async getIntent(accountId: string, clientOrderId: string): Promise<OrderIntent | undefined> {
      const row = await db
        .selectFrom('intents')
        .select(INTENT_COLUMNS)
        .where('account_id', '=', accountId)
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst();
      return row === undefined ? undefined : readIntentRow(row);
    },

    updateIntent(
      accountId: string,
      clientOrderId: string,
      update: IntentUpdate,
      steps: readonly JournalStep[] = [],
    ): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await changeIntent(trx, accountId, clientOrderId, update);
        for (const step of steps) await writeStep(trx, step);
      });
    },

    async unresolvedIntents(): Promise<OrderIntent[]> {
      const rows = await db
        .selectFrom('intents')
        .select(INTENT_COLUMNS)
        .where('state', 'in', UNRESOLVED_STATES)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(readIntentRow);
    },
  };
}

/**
 * Inserts a new intent in `state`; false (and nothing written) when the account already has an
 * intent with that `client_order_id`, also when two callers race: the unique constraint decides,
 * and the loser's insert does nothing.
 */
export async function insertIntent(
  db: Kysely<StoreDatabase>,
  intent: { account_id: string; draft: OrderDraft; created_at: number },
  state: IntentState,
): Promise<boolean> {
  if (intent.account_id !== intent.draft.account_id) {
    throw new Error(`an intent of account ${intent.account_id} carries a draft of ${intent.draft.account_id}`);
  }
  const result = await db
    .insertInto('intents')
    .values({
      account_id: intent.account_id,
      client_order_id: intent.draft.client_order_id,
      draft: JSON.stringify(intent.draft),
      state,
      created_at: intent.created_at,
      updated_at: intent.created_at,
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'client_order_id']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The intent's new state; a field left out keeps its value, null clears it. */
async function changeIntent(
  db: Kysely<StoreDatabase>,
  accountId: string,
  clientOrderId: string,
  update: IntentUpdate,
): Promise<void> {
  const result = await db
    .updateTable('intents')
    .set({
      state: update.state,
      updated_at: update.updated_at,
      ...(update.order_id === undefined ? {} : { order_id: update.order_id }),
      ...(update.message === undefined ? {} : { message: update.message }),
      ...(update.error_code === undefined ? {} : { error_code: update.error_code }),
      ...(update.http_status === undefined ? {} : { http_status: update.http_status }),
    })
    .where('account_id', '=', accountId)
    .where('client_order_id', '=', clientOrderId)
    .executeTakeFirst();
  // Updating an intent never recorded is a bug in the caller, not a state to carry on from.
  if (result.numUpdatedRows === 0n) throw new Error(`no intent ${clientOrderId} of account ${accountId} to update`);
}

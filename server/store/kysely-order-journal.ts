import type { Kysely } from 'kysely';
import { intentJournal } from './intent-journal';
import type { OpenedDatabase } from './opened-database';
import type { OrderJournal } from './order-journal';
import { orderRecords } from './order-records';
import { reviewJournal } from './review-journal';
import { orderSteps } from './order-steps';
import { orderTimeline } from './order-timeline';
import type { StoreDatabase } from './schema';

/** The OrderJournal over a migrated database; `close` ends the connection (once, however often called). */
export function kyselyOrderJournal(db: Kysely<StoreDatabase>, unsynced: OpenedDatabase['unsynced']): OrderJournal {
  let closed: Promise<void> | undefined;
  return {
    ...intentJournal(db),
    ...reviewJournal(db, unsynced),
    ...orderRecords(db),
    ...orderTimeline(db),
    ...orderSteps(db),
    close() {
      closed ??= db.destroy();
      return closed;
    },
  };
}

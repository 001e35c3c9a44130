import type { Kysely } from 'kysely';
import type { AlertChange } from '@contracts/alerts';
import type { AlertStore, StoredAlert } from './alert-store';
import { alertPatch, newAlertRecord } from './alert-records';
import { parseRule, toFiring, toStoredAlert } from './alert-rows';
import type { StoreDatabase } from './schema';

/**
 * The AlertStore over a migrated database (docs/store.md#alerts). `claimFiring` is one
 * conditional update in a transaction: of two BFFs claiming the same crossing, the database lets
 * exactly one change the alert, and only that one writes the firing.
 */
export function kyselyAlertStore(db: Kysely<StoreDatabase>): AlertStore {
  // Each alert with how many of its firings no tab has shown yet.
  const withUnseen = () =>
    db
      .selectFrom('alerts')
      .selectAll('alerts')
      .select((eb) =>
        eb
          .selectFrom('alert_firings')
          .select(eb.fn.countAll().as('n'))
          .whereRef('alert_firings.alert_id', '=', 'alerts.id')
          .where('alert_firings.seen', '=', 0)
          .as('unseen_count'),
      );
  const kept = (rows: Parameters<typeof toStoredAlert>[0][]): StoredAlert[] =>
    rows.flatMap((row) => toStoredAlert(row) ?? []);
  const getAlert = async (userId: string, id: string): Promise<StoredAlert | null> => {
    const row = await withUnseen().where('alerts.user_id', '=', userId).where('alerts.id', '=', id).executeTakeFirst();
    return row === undefined ? null : toStoredAlert(row);
  };

  return {
    async listAlerts(userId) {
      return kept(
        await withUnseen()
          .where('alerts.user_id', '=', userId)
          .orderBy('alerts.created_at', 'desc')
          .orderBy('alerts.id', 'desc')
          .execute(),
      );
    },

    async activeAlerts() {
      return kept(await withUnseen().where('alerts.status', '=', 'active').orderBy('alerts.created_at').execute());
    },

    getAlert,

    async countAlerts(userId) {
      const row = await db
        .selectFrom('alerts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async createAlert(userId, id, alert, now) {
      const record = newAlertRecord(userId, id, alert, now);
      await db
        .insertInto('alerts')
        .values({ ...record, condition: JSON.stringify(record.condition), repeat: JSON.stringify(record.repeat) })
        .execute();
      return { ...record, unseen_count: 0 };
    },

    async updateAlert(userId, id, change, now) {
      const found = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('alerts')
          .select(['status'])
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (row === undefined) return false;
        const set = changedColumns(change, row.status);
        if (Object.keys(set).length > 0)
          await trx
            .updateTable('alerts')
            .set({ ...set, updated_at: now })
            .where('user_id', '=', userId)
            .where('id', '=', id)
            .execute();
        if (change.seen === true)
          await trx
            .updateTable('alert_firings')
            .set({ seen: 1 })
            .where('user_id', '=', userId)
            .where('alert_id', '=', id)
            .where('seen', '=', 0)
            .execute();
        return true;
      });
      return found ? getAlert(userId, id) : null;
    },

    async deleteAlert(userId, id) {
      const result = await db
        .deleteFrom('alerts')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    claimFiring(claim, now) {
      return db.transaction().execute(async (trx) => {
        const alert = await trx.selectFrom('alerts').selectAll().where('id', '=', claim.alert_id).executeTakeFirst();
        const rule = alert === undefined ? null : parseRule(alert);
        if (alert === undefined || rule === null) return null;
        // The conditions the alert was read under, checked again by the update itself: a claim
        // another connection committed meanwhile (status done, a later last firing) makes this
        // one change no row. Expiry is on the BFF's clock, as expireDue; cooldown on market time.
        let claimed = trx
          .updateTable('alerts')
          .set({
            last_fired_at: claim.at,
            fired_count: (eb) => eb('fired_count', '+', 1),
            updated_at: now,
            ...(rule.repeat.mode === 'once' ? { status: 'done' } : {}),
          })
          .where('id', '=', claim.alert_id)
          .where('status', '=', 'active')
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
        if (rule.repeat.mode === 'every') {
          const latest = claim.at - rule.repeat.cooldown_s * 1_000;
          claimed = claimed.where((eb) => eb.or([eb('last_fired_at', 'is', null), eb('last_fired_at', '<=', latest)]));
        }
        if ((await claimed.executeTakeFirst()).numUpdatedRows === 0n) return null;
        const firing = {
          id: claim.id,
          alert_id: claim.alert_id,
          user_id: alert.user_id,
          symbol: alert.symbol,
          value: claim.value,
          at: claim.at,
          message: claim.message,
          note: alert.note,
          seen: 0,
          created_at: now,
        };
        await trx.insertInto('alert_firings').values(firing).execute();
        return toFiring(firing);
      });
    },

    async listFirings(userId, limit) {
      const rows = await db
        .selectFrom('alert_firings')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('at', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toFiring);
    },

    async expireDue(now) {
      const rows = await db
        .updateTable('alerts')
        .set({ status: 'expired', updated_at: now })
        .where('status', '=', 'active')
        .where('expires_at', 'is not', null)
        .where('expires_at', '<=', now)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

/**
 * The columns a change writes. `paused: true` pauses an active alert (a done or expired one stays
 * as it is); `paused: false` makes any alert active again, its count and last firing kept.
 */
function changedColumns(change: AlertChange, status: string) {
  const { condition, repeat, ...rest } = alertPatch(change, status);
  return {
    ...rest,
    ...(condition === undefined ? {} : { condition: JSON.stringify(condition) }),
    ...(repeat === undefined ? {} : { repeat: JSON.stringify(repeat) }),
  };
}

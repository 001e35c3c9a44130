import type { Kysely, Migration } from 'kysely';

/**
 * The alerts and their firings (docs/store.md#alerts). JSON columns (the condition, the repeat)
 * are read back through the contract's schemas; `seen` is 0 or 1 in both databases.
 * Never edited once released: a change is a new file.
 */
export function alertsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alerts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('symbol', 'text', (col) => col.notNull())
        .addColumn('condition', 'text', (col) => col.notNull())
        .addColumn('repeat', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('note', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addColumn('last_fired_at', 'bigint')
        .addColumn('fired_count', 'integer', (col) => col.notNull())
        .execute();
      // A user's list, newest first; and every active alert (with its expiry) at a start.
      await db.schema.createIndex('alerts_user_created').on('alerts').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('alerts_status_expires').on('alerts').columns(['status', 'expires_at']).execute();

      await db.schema
        .createTable('alert_firings')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('alert_id', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('symbol', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull())
        .addColumn('seen', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      // The log, newest first; and each alert's unseen firings.
      await db.schema
        .createIndex('alert_firings_user_at')
        .on('alert_firings')
        .columns(['user_id', 'at', 'created_at'])
        .execute();
      await db.schema
        .createIndex('alert_firings_alert_seen')
        .on('alert_firings')
        .columns(['alert_id', 'seen'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('alert_firings').execute();
      await db.schema.dropTable('alerts').execute();
    },
  };
}

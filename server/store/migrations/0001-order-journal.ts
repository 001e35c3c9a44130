import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { StoreConfig } from '@server/config/config';

/**
 * The order journal's tables (docs/store.md#schema). A migration is never edited once released:
 * a change is a new file. Kysely<unknown>: a migration sees the schema as it was, not today's types.
 */
export function orderJournalMigration(dialect: StoreConfig['kind']): Migration {
  // An id that only grows gives the append order: AUTOINCREMENT never reuses a deleted id in
  // SQLite; an identity column is Postgres' equivalent.
  const serial =
    dialect === 'sqlite'
      ? (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement()
      : (col: ColumnDefinitionBuilder) => col.primaryKey().generatedAlwaysAsIdentity();
  const idType = dialect === 'sqlite' ? 'integer' : 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('intents')
        .addColumn('id', idType, serial)
        .addColumn('account_id', 'text', (col) => col.notNull())
        .addColumn('client_order_id', 'text', (col) => col.notNull())
        .addColumn('draft', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('order_id', 'text')
        .addColumn('message', 'text')
        .addColumn('error_code', 'text')
        .addColumn('http_status', 'integer')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        // The same id twice is refused by the database itself, so two racing places cannot both win.
        .addUniqueConstraint('intents_account_client_order_id', ['account_id', 'client_order_id'])
        .execute();
      await db.schema.createIndex('intents_state_created').on('intents').columns(['state', 'created_at']).execute();

      await db.schema
        .createTable('orders')
        .addColumn('account_id', 'text', (col) => col.notNull())
        .addColumn('client_order_id', 'text', (col) => col.notNull())
        .addColumn('record', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('orders_pkey', ['account_id', 'client_order_id'])
        .execute();
      await db.schema
        .createIndex('orders_account_updated')
        .on('orders')
        .columns(['account_id', 'updated_at'])
        .execute();

      await db.schema
        .createTable('order_events')
        .addColumn('id', idType, serial)
        .addColumn('account_id', 'text', (col) => col.notNull())
        .addColumn('client_order_id', 'text', (col) => col.notNull())
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
        .execute();
      await db.schema
        .createIndex('order_events_order')
        .on('order_events')
        .columns(['account_id', 'client_order_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('order_events').execute();
      await db.schema.dropTable('orders').execute();
      await db.schema.dropTable('intents').execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';

/**
 * The tokens table (docs/store.md#schema): the provider's second-factor token of each app key,
 * kept so a restart reuses an approved one instead of asking the trader again
 * (docs/protocol.md#access-token). Never edited once released: a change is a new file.
 */
export function tokensMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tokens')
        // A digest of the app key (server/session/user-id.ts), never the key itself.
        .addColumn('user_id', 'text', (col) => col.primaryKey())
        .addColumn('token', 'text', (col) => col.notNull())
        // The provider's expiry (ms) and state name as it last answered them.
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('tokens').execute();
    },
  };
}

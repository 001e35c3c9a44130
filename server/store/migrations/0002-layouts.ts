import type { Kysely, Migration } from 'kysely';

/**
 * The layouts table (docs/layout.md#where-it-is-saved): one saved dashboard arrangement per user.
 * Never edited once released: a change is a new file.
 */
export function layoutsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('layouts')
        .addColumn('user_id', 'text', (col) => col.primaryKey())
        // The `Layout` as JSON, read back through its contract's schema.
        .addColumn('layout', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('layouts').execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';

/**
 * The drawings table (docs/chart-research.md#drawings): each user's drawings on each symbol's
 * chart, with a version counting the saves so a write made from a stale copy is refused.
 * Never edited once released: a change is a new file.
 */
export function drawingsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('drawings')
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('symbol', 'text', (col) => col.notNull())
        // The symbol's `Drawing[]` as JSON, read back through its contract's schema.
        .addColumn('drawings', 'text', (col) => col.notNull())
        .addColumn('version', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('drawings_pkey', ['user_id', 'symbol'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('drawings').execute();
    },
  };
}

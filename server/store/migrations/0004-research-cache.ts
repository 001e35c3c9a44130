import type { Kysely, Migration } from 'kysely';

/**
 * The research cache (docs/store.md#the-research-cache): the provider's answers for
 * fundamentals, screeners and daily bars, each with when it was fetched and until when it is
 * served without asking again, so a restart or a second BFF costs no call for them. Never edited
 * once released: a change is a new file.
 */
export function researchCacheMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('research_cache')
        // The operation and its parameters, as the service that asked spells its cache key.
        .addColumn('key', 'text', (col) => col.primaryKey())
        // The answer as JSON, read back through the service's own schema.
        .addColumn('answer', 'text', (col) => col.notNull())
        .addColumn('fetched_at', 'bigint', (col) => col.notNull())
        .addColumn('fresh_until', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('research_cache').execute();
    },
  };
}

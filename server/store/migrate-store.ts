import { Migrator, type Kysely, type Migration } from 'kysely';
import type { StoreConfig } from '@server/config/config';
import { orderJournalMigration } from './migrations/0001-order-journal';
import { layoutsMigration } from './migrations/0002-layouts';
import { tokensMigration } from './migrations/0003-tokens';
import { researchCacheMigration } from './migrations/0004-research-cache';
import { drawingsMigration } from './migrations/0005-drawings';
import { alertsMigration } from './migrations/0006-alerts';
import type { StoreDatabase } from './schema';

/**
 * Every migration, by name; Kysely runs the missing ones in name order and records each in
 * `kysely_migration`, so a reopen runs none. In code rather than read from a folder: nothing to
 * find at run time, and the dialect is a parameter.
 */
function migrationsFor(dialect: StoreConfig['kind']): Record<string, Migration> {
  return {
    '0001-order-journal': orderJournalMigration(dialect),
    '0002-layouts': layoutsMigration(),
    '0003-tokens': tokensMigration(),
    '0004-research-cache': researchCacheMigration(),
    '0005-drawings': drawingsMigration(),
    '0006-alerts': alertsMigration(),
  };
}

/**
 * Brings the schema to the latest migration; returns the names it applied.
 * `migrationTableSchema` pins Kysely's bookkeeping tables to the schema the tables live in:
 * without it, Kysely takes a `kysely_migration_lock` in any other schema of the database for ours.
 */
export async function migrateStore(
  db: Kysely<StoreDatabase>,
  dialect: StoreConfig['kind'],
  migrationTableSchema?: string,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrationsFor(dialect)) },
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error instanceof Error) throw error;
  if (error !== undefined) throw new Error('migration failed', { cause: error });
  return (results ?? []).map((result) => result.migrationName);
}

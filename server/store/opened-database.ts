import type { Kysely } from 'kysely';
import type { StoreDatabase } from './schema';
import type { StoreError } from './store-error';

/** A database the store has connected to, before migrations. */
export interface OpenedDatabase {
  db: Kysely<StoreDatabase>;
  /** Where it is, for messages: a file path, or Postgres' host, port and database (never the password). */
  where: string;
  /** A failure of this database in words a user can act on. */
  explain(error: unknown): StoreError;
  /** Postgres: the schema the tables live in; SQLite has one. */
  migrationTableSchema?: string;
}

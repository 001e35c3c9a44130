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
  /**
   * Runs `work` in a transaction whose commit is atomic and seen at once by every connection, but
   * not waited on to reach the disk: a crash of the BFF keeps it, a crash of the machine (SQLite)
   * or of the database server (Postgres) may not. Only for a write whose loss an earlier, synced
   * write already covers (docs/store.md#durability).
   */
  unsynced<T>(work: (trx: Kysely<StoreDatabase>) => Promise<T>): Promise<T>;
  /** Postgres: the schema the tables live in; SQLite has one. */
  migrationTableSchema?: string;
}
